// GET /usuario_candidato/full (and /api/v1/…): the clinics' list of published candidates with
// profession, state and equipment filters, paging and total, newest first, in at most two queries.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatos, visualizacoes } from '../src/db/schema';
import { createCandidate, createClinic, publishCandidate, type TestUser, uploadPhoto } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let clinic: TestUser;
let clinic2: TestUser;
const c: Record<string, TestUser> = {};

const endereco = (estado: string, cidade: string) => ({ estado, cidade, cep: '01001-000' });

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  clinic = await createClinic(t.app);
  clinic2 = await createClinic(t.app);
  // Published in this order (oldest first); `hidden` never publishes.
  const people: [string, string, string, object, object][] = [
    [
      'rad',
      'Dentista Radiologista',
      'Ana Radiologista',
      endereco('SP', 'Campinas'),
      {
        softwares_3d: 'OnDemand3D, Romexis',
        plataformas_gestao_clinicas: 'Cfaz',
      },
    ],
    [
      'tsbRj',
      'TSB',
      'Bruno TSB',
      endereco('RJ', 'Niterói'),
      {
        equipamentos_3d: 'Vatech, Morita',
        equipamentos_scanner: 'Medit',
      },
    ],
    ['tsbSp', 'TSB', 'Carla TSB', endereco('SP', 'Santos'), { equipamentos_2d: 'Carestream' }],
    [
      'rec',
      'Recepcionista',
      'Daniela Recepção',
      endereco('MG', 'Belo Horizonte'),
      {
        plataformas_experiencia: 'Cfaz, Easy work web',
      },
    ],
    ['tec', 'Técnico', 'Eduardo Técnico', endereco('SP', 'São Paulo'), { equipamentos_3d: 'vatech' }],
  ];
  for (const [key, tipo_profissao, nome, address, registro] of people) {
    const user = await createCandidate(t.app, { tipo_profissao, nome });
    await publishCandidate(t.app, user, { endereco: address, registro });
    c[key] = user;
  }
  // Distinct, known publication times.
  for (const [i, key] of ['rad', 'tsbRj', 'tsbSp', 'rec', 'tec'].entries()) {
    await t.app.db
      .update(candidatos)
      .set({ published_at: new Date(Date.UTC(2025, 0, i + 1, 12)) })
      .where(eq(candidatos.usuario_id, (c[key] as TestUser).id));
  }
  // Not published, with a matching record saved through its own route: never listed.
  c.hidden = await createCandidate(t.app, { tipo_profissao: 'TSB', nome: 'Oculto' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tecnico',
    headers: c.hidden.headers,
    payload: { equipamentos_3d: 'Vatech, Planmeca' },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
});
afterAll(() => t?.close());

const user = (key: string) => c[key] as TestUser;
/** GET the list as `who` (a clinic by default; null for no session). */
const list = (query = '', who: TestUser | null = clinic, path = '/usuario_candidato/full') =>
  t.app.inject({ method: 'GET', url: `${path}${query ? `?${query}` : ''}`, headers: who?.headers });
async function names(query = '') {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { nome: string }[]).map((i) => i.nome);
}

describe('GET /usuario_candidato/full', () => {
  it('lists only published candidates, newest first, with what a card needs', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, size: 50 });
    expect(body.items.map((i: { nome: string }) => i.nome)).toEqual([
      'Eduardo Técnico',
      'Daniela Recepção',
      'Carla TSB',
      'Bruno TSB',
      'Ana Radiologista',
    ]);
    expect(body.items[3]).toEqual({
      id: user('tsbRj').id,
      nome: 'Bruno TSB',
      tipo_profissao: 'TSB',
      estado: 'RJ',
      cidade: 'Niterói',
      foto_url: null,
      visualizacoes: 0,
      deseja_atuar_fora: false,
      meses_experiencia: null,
      anos_experiencia: null,
      published_at: '2025-01-02T12:00:00.000Z',
      disponibilidade_confirmada_em: '2025-01-02T12:00:00.000Z',
      salvo: false,
    });
    // The same at the canonical path.
    const canonical = await list('', clinic, '/api/v1/usuario_candidato/full');
    expect(canonical.json()).toEqual(body);
  });

  it('filters by profession, one or several (repeated or comma-separated), case-insensitively', async () => {
    expect(await names('tipos_profissao=TSB')).toEqual(['Carla TSB', 'Bruno TSB']);
    const several = ['Carla TSB', 'Bruno TSB', 'Ana Radiologista'];
    expect(await names('tipos_profissao=TSB&tipos_profissao=Dentista%20Radiologista')).toEqual(several);
    expect(await names('tipos_profissao=tsb,dentista%20radiologista')).toEqual(several);
    expect(await names('tipos_profissao=ASB')).toEqual([]);
  });

  it('filters by state, one or several', async () => {
    expect(await names('estados=SP')).toEqual(['Eduardo Técnico', 'Carla TSB', 'Ana Radiologista']);
    expect(await names('estados=rj&estados=MG')).toEqual(['Daniela Recepção', 'Bruno TSB']);
    expect(await names('estados=RJ,MG')).toEqual(['Daniela Recepção', 'Bruno TSB']);
    expect(await names('estados=AC')).toEqual([]);
  });

  it('filters by equipment over every list of the professional record, ignoring case', async () => {
    expect(await names('equipamentos=VATECH')).toEqual(['Eduardo Técnico', 'Bruno TSB']);
    expect(await names('equipamentos=Medit')).toEqual(['Bruno TSB']);
    expect(await names('equipamentos=carestream')).toEqual(['Carla TSB']);
    expect(await names('equipamentos=romexis')).toEqual(['Ana Radiologista']);
    expect(await names('equipamentos=Cfaz')).toEqual(['Daniela Recepção', 'Ana Radiologista']);
    expect(await names('equipamentos=Medit&equipamentos=Romexis')).toEqual(['Bruno TSB', 'Ana Radiologista']);
    expect(await names('equipamentos=Medit,Romexis')).toEqual(['Bruno TSB', 'Ana Radiologista']);
    expect(await names('equipamentos=Planmeca')).toEqual([]);
    // Part of a name is not a match.
    expect(await names('equipamentos=vat')).toEqual([]);
  });

  it('combines the filters', async () => {
    expect(await names('tipos_profissao=TSB&estados=SP')).toEqual(['Carla TSB']);
    expect(await names('tipos_profissao=TSB,Técnico&estados=SP&equipamentos=vatech')).toEqual([
      'Eduardo Técnico',
    ]);
    const res = await list('tipos_profissao=TSB&estados=RJ&equipamentos=Carestream');
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, size: 50 });
  });

  it('follows changes of the professional record saved through its own route', async () => {
    const tsbSp = user('tsbSp');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tecnico/${tsbSp.id}`,
      headers: tsbSp.headers,
      payload: { equipamentos_2d: 'Planmeca' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names('equipamentos=Planmeca')).toEqual(['Carla TSB']);
    expect(await names('equipamentos=Carestream')).toEqual([]);
  });

  it('pages: page 2 of size 2, the total stays', async () => {
    const first = (await list('size=2')).json();
    const second = (await list('size=2&page=2')).json();
    const last = (await list('size=2&page=3')).json();
    const beyond = (await list('size=2&page=9')).json();
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(first.items.map((i: { nome: string }) => i.nome)).toEqual(['Eduardo Técnico', 'Daniela Recepção']);
    expect(second.items.map((i: { nome: string }) => i.nome)).toEqual(['Carla TSB', 'Bruno TSB']);
    expect(last.items.map((i: { nome: string }) => i.nome)).toEqual(['Ana Radiologista']);
    expect(beyond).toEqual({ items: [], total: 5, page: 9, size: 2 });
    const filtered = (await list('estados=SP&size=1&page=2')).json();
    expect(filtered).toMatchObject({ total: 3, page: 2, size: 1, items: [{ nome: 'Carla TSB' }] });
    // An equipment filter reads its pages another way (candidate-search.repo.ts): same order.
    const equipment = (await list('equipamentos=Cfaz&size=1&page=2')).json();
    expect(equipment).toMatchObject({ total: 2, page: 2, size: 1, items: [{ nome: 'Ana Radiologista' }] });
  });

  it('carries a signed photo link and the view count', async () => {
    const bruno = user('tsbRj');
    await uploadPhoto(t.app, bruno);
    await t.app.db.insert(visualizacoes).values([
      { candidato_id: bruno.id, clinica_id: clinic.id, dia: '2025-02-01' },
      { candidato_id: bruno.id, clinica_id: clinic2.id, dia: '2025-02-01' },
    ]);
    const item = (await list('estados=RJ')).json().items[0];
    expect(item.visualizacoes).toBe(2);
    expect(item.foto_url).toMatch(/^\/api\/v1\/arquivos\/download\?/);
    const image = await t.app.inject({ method: 'GET', url: item.foto_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('follows a new address, a replaced photo and removed views (the list keeps copies of them)', async () => {
    const bruno = user('tsbRj');
    const photoOf = (items: { id: number; foto_url: string | null }[]) =>
      new URL(items.find((i) => i.id === bruno.id)?.foto_url ?? '', 'http://x').searchParams.get('key');
    await uploadPhoto(t.app, bruno);
    const newest = await uploadPhoto(t.app, bruno);
    expect(photoOf((await list('estados=RJ')).json().items)).toBe(newest);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/endereco_candidato/${bruno.id}`,
      headers: bruno.headers,
      payload: { estado: 'ES', cidade: 'Vitória', cep: '29000-000' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await names('estados=RJ')).not.toContain('Bruno TSB');
    const inEs = (await list('estados=ES')).json();
    expect(inEs.items).toMatchObject([{ id: bruno.id, estado: 'ES', cidade: 'Vitória' }]);

    const before = inEs.items[0].visualizacoes as number;
    await t.app.db
      .insert(visualizacoes)
      .values({ candidato_id: bruno.id, clinica_id: clinic.id, dia: '2025-03-01' });
    expect((await list('estados=ES')).json().items[0].visualizacoes).toBe(before + 1);
    await t.app.db.delete(visualizacoes).where(eq(visualizacoes.candidato_id, bruno.id));
    expect((await list('estados=ES')).json().items[0].visualizacoes).toBe(0);
  });

  it('is for clinics only: 401 without a session, 403 for a candidate', async () => {
    const anonymous = await list('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      detail: 'Sessão expirada ou inválida. Faça login novamente.',
      code: 'auth.required',
    });
    for (const path of ['/usuario_candidato/full', '/api/v1/usuario_candidato/full']) {
      const candidate = await list('', user('rad'), path);
      expect(candidate.statusCode).toBe(403);
      expect(candidate.json()).toEqual({
        detail: 'Você não tem permissão para acessar este recurso.',
        code: 'forbidden',
      });
    }
    // Even with a bad filter, the session is checked first.
    expect((await list('size=0', null)).statusCode).toBe(401);
  });

  it('refuses bad filters and paging with 422 and a message naming the value', async () => {
    const cases: [string, string][] = [
      ['tipos_profissao=Dentista', "Profissão inválida: 'Dentista'."],
      ['estados=SP&estados=XX', "Estado inválido: 'XX'."],
      ['estados=São%20Paulo', "Estado inválido: 'São Paulo'."],
      ['size=101', 'size deve estar entre 1 e 100.'],
      ['size=0', 'size deve estar entre 1 e 100.'],
      ['size=abc', 'size deve estar entre 1 e 100.'],
      ['page=0', 'page deve ser um número inteiro maior ou igual a 1.'],
      ['page=1.5', 'page deve ser um número inteiro maior ou igual a 1.'],
      ['page=-1', 'page deve ser um número inteiro maior ou igual a 1.'],
      [`equipamentos=${'x'.repeat(101)}`, 'Equipamento longo demais'],
      [Array.from({ length: 21 }, (_, i) => `equipamentos=e${i}`).join('&'), 'no máximo 20 equipamentos'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail, query).toContain(message);
    }
    expect((await list('size=100')).statusCode).toBe(200);
    // Quotes, backslashes and braces are plain characters of a name.
    const odd = await list(`equipamentos=${encodeURIComponent('a"b\\c{d}')}`);
    expect(odd.statusCode, odd.body).toBe(200);
    expect(odd.json()).toMatchObject({ items: [], total: 0 });
  });

  it('runs at most two queries per page, whatever its size', async () => {
    const queries = await recordQueries(async () => {
      const res = await list('size=100&estados=SP&equipamentos=vatech');
      expect(res.statusCode).toBe(200);
    });
    // The session lookup aside.
    const own = queries.filter((q) => !/\bsessoes\b/.test(q));
    expect(own.length, own.join('\n---\n')).toBeLessThanOrEqual(2);
    expect(own.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps working after candidates are unpublished (the list shows the current state)', async () => {
    await t.app.db
      .update(candidatos)
      .set({ published_at: null })
      .where(eq(candidatos.usuario_id, user('rec').id));
    expect((await list()).json().total).toBe(4);
    expect(await names('tipos_profissao=Recepcionista')).toEqual([]);
    await t.app.db.execute(
      sql`update candidatos set published_at = now() where usuario_id = ${user('rec').id}`,
    );
    expect((await names())[0]).toBe('Daniela Recepção');
  });
});

/** The SQL texts the database ran while `fn` ran (both drivers). */
async function recordQueries(fn: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const driver = t.database.driver;
  const target = (driver.kind === 'pglite' ? driver.client : driver.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: string })?.text ?? '');
    // The job queue's workers poll on the same connection: their queries are not the request's.
    if (!text.includes('pgboss.')) seen.push(text);
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    target.query = original;
  }
  return seen;
}
