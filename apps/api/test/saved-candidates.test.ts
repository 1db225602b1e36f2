// A clinic's saved candidates: PUT/DELETE /api/v1/candidatos_salvos/{id}, the list's filter
// salvos=true and each card's `salvo`, private to each clinic; gone with either account; in the
// clinic's export.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;
let hidden: TestUser;
let clinic: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { nome: 'Ana Salva' });
  bia = await createCandidate(t.app, { nome: 'Bia Não Salva' });
  hidden = await createCandidate(t.app);
  clinic = await createClinic(t.app);
  other = await createClinic(t.app);
  await publishCandidate(t.app, ana);
  await publishCandidate(t.app, bia);
});
afterAll(() => t?.close());

const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, who: TestUser | null) =>
  t.app.inject({ method, url, headers: who?.headers });
const save = (id: number, who: TestUser | null) => call('PUT', `/api/v1/candidatos_salvos/${id}`, who);
const unsave = (id: number, who: TestUser | null) => call('DELETE', `/api/v1/candidatos_salvos/${id}`, who);
const list = async (who: TestUser, query = '') => {
  const res = await call('GET', `/api/v1/usuario_candidato/full?size=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; salvo: boolean }[]; total: number };
};

describe('saved candidates', () => {
  it('a clinic saves a candidate (twice is fine) and finds them under salvos=true', async () => {
    expect((await save(ana.id, clinic)).statusCode).toBe(204);
    expect((await save(ana.id, clinic)).statusCode).toBe(204);
    const saved = await list(clinic, '&salvos=true');
    expect(saved.items.map((c) => c.id)).toEqual([ana.id]);
    expect(saved.total).toBe(1);
    const profile = (await call('GET', `/api/v1/usuario_candidato/${ana.id}/full`, clinic)).json();
    expect(profile.salvo).toBe(true);
    const otherProfile = (await call('GET', `/api/v1/usuario_candidato/${ana.id}/full`, other)).json();
    expect(otherProfile.salvo).toBe(false);
    expect((await call('GET', `/api/v1/usuario_candidato/${ana.id}/full`, ana)).json()).not.toHaveProperty(
      'salvo',
    );
    const all = await list(clinic);
    expect(all.items.find((c) => c.id === ana.id)?.salvo).toBe(true);
    expect(all.items.find((c) => c.id === bia.id)?.salvo).toBe(false);
  });

  it('is private: another clinic sees neither the list nor the mark', async () => {
    const saved = await list(other, '&salvos=true');
    expect(saved.items).toEqual([]);
    expect(saved.total).toBe(0);
    expect((await list(other)).items.find((c) => c.id === ana.id)?.salvo).toBe(false);
  });

  it('refuses candidates (403), visitors (401), unknown or unpublished candidates (404), bad values (422)', async () => {
    expect((await save(ana.id, bia)).statusCode).toBe(403);
    expect((await unsave(ana.id, bia)).statusCode).toBe(403);
    expect((await save(ana.id, null)).statusCode).toBe(401);
    expect((await unsave(ana.id, null)).statusCode).toBe(401);
    const unpublished = await save(hidden.id, clinic);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().detail).toBe('Candidato não encontrado.');
    expect((await save(999_999, clinic)).statusCode).toBe(404);
    expect((await save(Number.NaN, clinic)).statusCode).toBe(422);
    const badFilter = await call('GET', '/api/v1/usuario_candidato/full?salvos=talvez', clinic);
    expect(badFilter.statusCode).toBe(422);
  });

  it("is in the clinic's export, and a removal takes the candidate off the list", async () => {
    const exported = (await call('GET', '/api/v1/usuarios/me/export', clinic)).json();
    expect(exported.candidatos_salvos).toEqual([
      expect.objectContaining({ candidato_id: ana.id, nome: 'Ana Salva' }),
    ]);
    expect((await unsave(ana.id, clinic)).statusCode).toBe(204);
    expect((await unsave(ana.id, clinic)).statusCode).toBe(204);
    expect((await list(clinic, '&salvos=true')).items).toEqual([]);
  });

  it("goes away with the candidate's account", async () => {
    expect((await save(bia.id, clinic)).statusCode).toBe(204);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario_candidato/${bia.id}`,
      headers: bia.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const rows = await t.app.db.execute(sql`select 1 from candidatos_salvos where candidato_id = ${bia.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
