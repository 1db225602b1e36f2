// One figure of experience from one rule (issue 25, item 10; docs/decisions/0002): the clinics'
// card, the profile and the export give the same months, from the periods the candidate gave
// (overlaps once, end month inclusive, a current job until the month before the current one),
// never from the free text 'Tempo de experiência'; the list reads the copy the database keeps
// (migration 0012), which follows every change of the experiências.
import { currentMonthIndex, experienceDuration, monthIndex } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let clinic: TestUser;
let ana: TestUser;
let bia: TestUser;

/** 'AAAA-MM' of `months` months before the current month in Brasília time. */
const monthsAgo = (months: number) => {
  const index = currentMonthIndex() - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  clinic = await createClinic(t.app);
  ana = await createCandidate(t.app, { nome: 'Ana Experiência' });
  bia = await createCandidate(t.app, { nome: 'Bia Experiência' });
  // Ana typed '6 anos e 8 meses' but her current job began 8 years and 8 months ago, and an older
  // job (2010-01 to 2010-12) adds 12 months: 116 months in all.
  await publishCandidate(t.app, ana, {
    experiencias: [
      {
        cargo: 'TSB',
        empresa: 'Clínica A',
        inicio: monthsAgo(104),
        trabalho_atual: 'sim',
        tempo_experiencia: '6 anos e 8 meses',
        descricao: 'Panorâmicas',
      },
      { cargo: 'ASB', empresa: 'Clínica B', inicio: '2010-01', fim: '2010-12', tempo_experiencia: '1 ano' },
    ],
  });
  // Only the free text: no figure anywhere.
  await publishCandidate(t.app, bia, { experiencias: [{ cargo: 'ASB', tempo_experiencia: '5 anos' }] });
});
afterAll(() => t?.close());

const card = async (nome: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/usuario_candidato/full',
    headers: clinic.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().items as { nome: string; meses_experiencia: number | null; anos_experiencia: number | null }[]
  ).find((i) => i.nome === nome);
};
const profile = async (who: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/usuario_candidato/${who.id}/full`,
    headers: clinic.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { meses_experiencia: number | null; experiencias: { id: number }[] };
};

describe('the figure of experience', () => {
  it('is the same on the card and the profile, from the periods, not the typed text', async () => {
    expect(await card('Ana Experiência')).toMatchObject({ meses_experiencia: 116, anos_experiencia: 9 });
    expect((await profile(ana)).meses_experiencia).toBe(116);
    expect(experienceDuration(116)).toBe('9 anos e 8 meses');
    expect(await card('Bia Experiência')).toMatchObject({ meses_experiencia: null, anos_experiencia: null });
    expect((await profile(bia)).meses_experiencia).toBeNull();
  });

  it('follows an edited experiência on the card and the profile at once', async () => {
    const [current] = (await profile(ana)).experiencias;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/experiencia_candidato/${current?.id}`,
      headers: ana.headers,
      payload: {
        usuario_candidato_id: ana.id,
        cargo: 'TSB',
        empresa: 'Clínica A',
        inicio: '2009-07',
        fim: '2010-06',
        tempo_experiencia: '6 anos e 8 meses',
        descricao: 'Panorâmicas',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 2009-07..2010-06 and 2010-01..2010-12 overlap for 6 months: 2009-07..2010-12 = 18 months.
    expect(await card('Ana Experiência')).toMatchObject({ meses_experiencia: 18, anos_experiencia: 1 });
    expect((await profile(ana)).meses_experiencia).toBe(18);
  });

  it('is in the export in the same words', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios/me/export',
      headers: ana.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.tempo_total_experiencia).toBe('1 ano e 6 meses');
    const times = data.experiencias.map((e: { tempo_pelo_periodo: string | null }) => e.tempo_pelo_periodo);
    expect(times).toEqual(['1 ano', '1 ano']);
    expect(monthIndex('2010-12')).toBe(2010 * 12 + 11);
  });
});
