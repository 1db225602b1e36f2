// Profile views: POST /api/v1/visualizacoes/visualizacoes?candidato_id= (clinics; once per clinic,
// candidate and São Paulo day) and GET /visualizacoes/visualizacoes/count?candidato_id=.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualizacoes } from '../src/db/schema';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;
let draft: TestUser;
let clinic: TestUser;
let clinic2: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { nome: 'Ana' });
  bia = await createCandidate(t.app, { nome: 'Bia' });
  draft = await createCandidate(t.app, { nome: 'Rascunho' });
  await publishCandidate(t.app, ana);
  await publishCandidate(t.app, bia);
  clinic = await createClinic(t.app);
  clinic2 = await createClinic(t.app);
});
afterAll(() => t?.close());

const view = (candidateId: number | string, who: TestUser | null, prefix = '/api/v1') =>
  t.app.inject({
    method: 'POST',
    url: `${prefix}/visualizacoes/visualizacoes?candidato_id=${candidateId}`,
    headers: who?.headers,
  });
const count = (candidateId: number | string, who: TestUser | null, prefix = '') =>
  t.app.inject({
    method: 'GET',
    url: `${prefix}/visualizacoes/visualizacoes/count?candidato_id=${candidateId}`,
    headers: who?.headers,
  });

describe('POST /api/v1/visualizacoes/visualizacoes', () => {
  it('counts a view once per clinic and day: 201 and the new total, then 200 and the same total', async () => {
    const first = await view(ana.id, clinic);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ visualizacoes: 1 });

    const again = await view(ana.id, clinic);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ visualizacoes: 1 });
    // The bare spec path is the same call.
    const bare = await view(ana.id, clinic, '');
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ visualizacoes: 1 });

    const other = await view(ana.id, clinic2);
    expect(other.statusCode).toBe(201);
    expect(other.json()).toEqual({ visualizacoes: 2 });
    expect((await count(ana.id, clinic)).json()).toEqual({ visualizacoes: 2 });
  });

  it('the day is the São Paulo calendar day, and a new day counts again', async () => {
    const [row] = await t.app.db
      .select({
        dia: visualizacoes.dia,
        today: sql<string>`((now() at time zone 'America/Sao_Paulo')::date)::text`,
      })
      .from(visualizacoes)
      .where(and(eq(visualizacoes.candidato_id, ana.id), eq(visualizacoes.clinica_id, clinic.id)));
    expect(row?.dia).toBe(row?.today);

    // The first view was yesterday: today's counts again.
    await t.app.db
      .update(visualizacoes)
      .set({ dia: sql`${visualizacoes.dia} - 1` })
      .where(and(eq(visualizacoes.candidato_id, ana.id), eq(visualizacoes.clinica_id, clinic.id)));
    const next = await view(ana.id, clinic);
    expect(next.statusCode).toBe(201);
    expect(next.json()).toEqual({ visualizacoes: 3 });
    expect((await view(ana.id, clinic)).json()).toEqual({ visualizacoes: 3 });
  });

  it('simultaneous views of one clinic still count once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => view(bia.id, clinic)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await count(bia.id, bia)).json()).toEqual({ visualizacoes: 1 });
  });

  it('the list shows the count', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/usuario_candidato/full',
      headers: clinic.headers,
    });
    const items = res.json().items as { id: number; visualizacoes: number }[];
    expect(items.find((i) => i.id === ana.id)?.visualizacoes).toBe(3);
    expect(items.find((i) => i.id === bia.id)?.visualizacoes).toBe(1);
  });

  it('only clinics register views: 401 without a session, 403 for candidates', async () => {
    expect((await view(ana.id, null)).statusCode).toBe(401);
    const own = await view(ana.id, ana);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      detail: 'Você não tem permissão para acessar este recurso.',
      code: 'forbidden',
    });
    expect((await view(ana.id, bia, '')).statusCode).toBe(403);
  });

  it('404 for an unknown or unpublished candidate; 422 without a valid candidato_id', async () => {
    const unknown = await view(999999, clinic);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Candidato não encontrado.', code: 'candidate.not_found' });
    expect((await view(draft.id, clinic)).statusCode).toBe(404);
    expect((await view(clinic2.id, clinic)).statusCode).toBe(404);
    for (const bad of ['', 'abc', '0', '-3']) {
      const res = await view(bad, clinic);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().detail).toContain('candidato_id');
    }
    const rows = await t.app.db.select().from(visualizacoes).where(eq(visualizacoes.candidato_id, draft.id));
    expect(rows).toEqual([]);
  });
});

describe('GET /visualizacoes/visualizacoes/count', () => {
  it('answers {visualizacoes} to any clinic and to the candidate themself, at both paths', async () => {
    for (const who of [clinic, clinic2, ana]) {
      for (const prefix of ['', '/api/v1']) {
        const res = await count(ana.id, who, prefix);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ visualizacoes: 3 });
      }
    }
    // An unpublished candidate has a count too (0).
    expect((await count(draft.id, draft)).json()).toEqual({ visualizacoes: 0 });
  });

  it('401 without a session, 403 for another candidate, 404 for an unknown candidate', async () => {
    expect((await count(ana.id, null)).statusCode).toBe(401);
    expect((await count(ana.id, bia)).statusCode).toBe(403);
    const unknown = await count(999999, clinic);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Candidato não encontrado.', code: 'candidate.not_found' });
    expect((await count('abc', clinic)).statusCode).toBe(422);
  });
});
