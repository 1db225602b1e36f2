// The clinics' list (GET /usuario_candidato/full): the city and 'willing to work elsewhere'
// filters, and the card's years of experience computed from the dated experiências.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let clinic: TestUser;
const c: Record<string, TestUser> = {};

const pad = (n: number) => String(n).padStart(2, '0');
/** 'AAAA-MM' of `months` months before the current month. */
const monthsAgo = (months: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  clinic = await createClinic(t.app);
  const people: [string, string, object, object[]][] = [
    // 2019-01..2021-12 (3 years) and 2021-06..2022-05 (overlaps: 6 more months) = 3 years.
    [
      'campinas',
      'Ana Campinas',
      { estado: 'SP', cidade: 'Campinas', cep: '13010-000', deseja_atuar_fora: 'sim' },
      [
        { cargo: 'TSB', empresa: 'Clínica A', inicio: '2019-01', fim: '2021-12' },
        { cargo: 'TSB', empresa: 'Clínica B', inicio: '2021-06', fim: '2022-05' },
      ],
    ],
    // A current job started 2 years and 2 months ago: 2 years.
    [
      'santos',
      'Bruno Santos',
      { estado: 'SP', cidade: 'Santos', cep: '11010-000', deseja_atuar_fora: 'não' },
      [{ cargo: 'ASB', empresa: 'Clínica C', inicio: monthsAgo(26), trabalho_atual: true }],
    ],
    // Only the spec's free text: no years.
    [
      'niteroi',
      'Carla Niterói',
      { estado: 'RJ', cidade: 'Niterói', cep: '24020-000', deseja_atuar_fora: 'sim' },
      [{ cargo: 'ASB', tempo_experiencia: '5 anos' }],
    ],
  ];
  for (const [key, nome, endereco, experiencias] of people) {
    const user = await createCandidate(t.app, { tipo_profissao: 'TSB', nome });
    await publishCandidate(t.app, user, { endereco, experiencias });
    c[key] = user;
  }
});
afterAll(() => t?.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/usuario_candidato/full?${query}`, headers: clinic.headers });
async function names(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { nome: string }[]).map((i) => i.nome).sort();
}

describe('GET /usuario_candidato/full: city, willing to work elsewhere, years of experience', () => {
  it('filters by city, ignoring case, one or several', async () => {
    expect(await names('cidades=Campinas')).toEqual(['Ana Campinas']);
    expect(await names('cidades=campinas')).toEqual(['Ana Campinas']);
    expect(await names('cidades=Campinas&cidades=NITERÓI')).toEqual(['Ana Campinas', 'Carla Niterói']);
    expect(await names('cidades=Campinas,Santos')).toEqual(['Ana Campinas', 'Bruno Santos']);
    expect(await names('cidades=Recife')).toEqual([]);
    const res = await list('cidades=Santos');
    expect(res.json().total).toBe(1);
  });

  it('filters the candidates willing to work in another city', async () => {
    expect(await names('deseja_atuar_fora=true')).toEqual(['Ana Campinas', 'Carla Niterói']);
    expect(await names('deseja_atuar_fora=false')).toEqual(['Ana Campinas', 'Bruno Santos', 'Carla Niterói']);
    expect(await names('deseja_atuar_fora=true&estados=RJ')).toEqual(['Carla Niterói']);
    expect((await list('deseja_atuar_fora=true')).json().total).toBe(2);
  });

  it('follows a changed address (the list keeps a copy of the flag)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/endereco_candidato/${c.santos?.id}`,
      headers: c.santos?.headers,
      payload: { estado: 'SP', cidade: 'Santos', cep: '11010-000', deseja_atuar_fora: 'sim' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await names('deseja_atuar_fora=true')).toContain('Bruno Santos');
  });

  it('tells each card whether the candidate works elsewhere and the whole years of experience', async () => {
    const res = await list();
    const items = res.json().items as { nome: string; anos_experiencia: number | null }[];
    const years = Object.fromEntries(items.map((i) => [i.nome, i.anos_experiencia]));
    expect(years).toEqual({ 'Ana Campinas': 3, 'Bruno Santos': 2, 'Carla Niterói': null });
    const ana = res.json().items.find((i: { nome: string }) => i.nome === 'Ana Campinas');
    expect(ana.deseja_atuar_fora).toBe(true);
  });

  it('refuses bad values with 422 and a Portuguese message', async () => {
    const cases: [string, string][] = [
      ['deseja_atuar_fora=talvez', "deseja_atuar_fora deve ser 'true' ou 'false'."],
      [`cidades=${'x'.repeat(101)}`, 'Cidade longa demais'],
      [Array.from({ length: 21 }, (_, i) => `cidades=c${i}`).join('&'), 'Informe no máximo 20 cidades.'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail, query).toContain(message);
    }
  });
});
