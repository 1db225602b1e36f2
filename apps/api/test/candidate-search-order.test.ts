// The clinics' list walked page by page gives the same candidates in the same order as one large
// page (newest published first, ties by id, newest id first), whatever the page size, on a list
// whose pages are kept (page-cache.ts) and on one read every time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  clinic = await createClinic(t.app);
  for (let i = 1; i <= 7; i++) {
    const c = await createCandidate(t.app, { nome: `Ordem ${i}` });
    await publishCandidate(t.app, c);
  }
  // Three share one publication instant: the id decides between them.
  await t.app.db.execute(
    sql`update candidatos set published_at = '2026-01-01T12:00:00Z' where nome in ('Ordem 2', 'Ordem 4', 'Ordem 5')`,
  );
});
afterAll(() => t?.close());

const ids = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/usuario_candidato/full?${query}`,
    headers: clinic.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; nome: string; published_at: string }[]; total: number };
};

describe('the order of the pages', () => {
  it('is the order of one large page, for every page size', async () => {
    const all = await ids('size=100');
    expect(all.total).toBe(7);
    const names = all.items.map((i) => i.nome);
    expect(names.slice(-3)).toEqual(['Ordem 5', 'Ordem 4', 'Ordem 2']);
    for (const size of [1, 2, 3]) {
      const walked: string[] = [];
      for (let page = 1; page <= Math.ceil(7 / size) + 1; page++)
        walked.push(...(await ids(`size=${size}&page=${page}`)).items.map((i) => i.nome));
      expect(walked, `size ${size}`).toEqual(names);
    }
  });
});
