// The shared pages of the clinics' candidate list (page-cache.ts): a kept page is the same for
// every clinic but for each card's `salvo`, read for the asking clinic on every request; a change
// to what the cards show (publication, edit, deletion) shows at once in every process's pages
// (the list's version, migration 0012), a view count once the page's lifetime is over. Run through
// listCandidates with caches that keep every page (the app's own keep only filters of 2,000
// matches or more); two sets of caches stand for two processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryOf, searchQuerySchema } from '../src/modules/candidate-search/candidate-search.query';
import { jsonOf, listCandidates, pageOf } from '../src/modules/candidate-search/candidate-search.service';
import { CountCache } from '../src/modules/candidate-search/count-cache';
import { KeptPageReads } from '../src/modules/candidate-search/kept-page-reads';
import { ListEvents } from '../src/modules/candidate-search/list-events';
import { PageCache } from '../src/modules/candidate-search/page-cache';
import { PhotoLinkCache } from '../src/modules/files/photo-link-cache';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;
let clinic: TestUser;
let other: TestUser;
let now = 1_000_000;

// On PGlite the app's caches answer a kept page from the database's notifications
// (list-events.ts); on PostgreSQL from one small query.
let events: ListEvents | undefined;
const caches = () => ({
  ...(events ? { events } : {}),
  reads: new KeptPageReads(t.app.database),
  counts: new CountCache({ ttlMs: 0, staleMs: 0, minTotal: 0, maxEntries: 10 }),
  pages: new PageCache({ ttlMs: 3_000, minTotal: 0, maxEntries: 10, now: () => now }),
});
let shared: ReturnType<typeof caches>;

const page = async (who: TestUser, query: Record<string, string> = {}) => {
  const parsed = searchQuerySchema.parse(query);
  const photoLinks = new PhotoLinkCache(t.app.storage);
  const list = await listCandidates(t.app.database, photoLinks, shared, searchQueryOf(parsed, who.id));
  // The JSON sent is the object's JSON.
  expect(JSON.parse(String(jsonOf(list)))).toEqual(pageOf(list));
  return pageOf(list);
};
const names = (p: { items: { nome: string }[] }) => p.items.map((i) => i.nome);

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { nome: 'Ana Cache' });
  bia = await createCandidate(t.app, { nome: 'Bia Cache' });
  clinic = await createClinic(t.app);
  other = await createClinic(t.app);
  events = await ListEvents.start(t.app.database);
  await publishCandidate(t.app, ana);
});
afterAll(() => t?.close());

describe('the shared pages of the candidate list', () => {
  it("keep the cards for their lifetime, while each clinic's saved flags are read every time", async () => {
    shared = caches();
    expect(names(await page(clinic))).toEqual(['Ana Cache']);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidatos_salvos/${ana.id}`,
      headers: clinic.headers,
    });
    expect(saved.statusCode).toBe(204);
    // Bia publishes: the kept page shows her at once, with the new total, and Ana's saved flag.
    await publishCandidate(t.app, bia);
    const fresh = await page(clinic);
    expect(names(fresh)).toEqual(['Bia Cache', 'Ana Cache']);
    expect(fresh.items.map((i) => i.salvo)).toEqual([false, true]);
    expect(fresh.total).toBe(2);
    expect((await page(other)).items).toMatchObject([
      { nome: 'Bia Cache', salvo: false },
      { nome: 'Ana Cache', salvo: false },
    ]);
    // A view does not drop the page: its count shows once the page's 3 s are over.
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${ana.id}`,
      headers: clinic.headers,
    });
    expect(viewed.statusCode, viewed.body).toBeLessThan(300);
    expect((await page(clinic)).items[1]).toMatchObject({ nome: 'Ana Cache', visualizacoes: 0 });
    now += 3_001;
    expect((await page(clinic)).items[1]).toMatchObject({ nome: 'Ana Cache', visualizacoes: 1 });
  });

  it('keep nothing for a filter matching fewer candidates than the threshold, nor for salvos=true', async () => {
    shared = {
      ...caches(),
      pages: new PageCache({ ttlMs: 3_000, minTotal: 3, maxEntries: 10, now: () => now }),
    };
    expect(names(await page(clinic))).toEqual(['Bia Cache', 'Ana Cache']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/candidatos_salvos/${ana.id}`,
      headers: clinic.headers,
    });
    const carla = await createCandidate(t.app, { nome: 'Carla Cache' });
    await publishCandidate(t.app, carla);
    // Two matches were under the threshold: read again at once.
    expect(names(await page(clinic))).toEqual(['Carla Cache', 'Bia Cache', 'Ana Cache']);
    shared = {
      ...caches(),
      pages: new PageCache({ ttlMs: 3_000, minTotal: 0, maxEntries: 10, now: () => now }),
    };
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidatos_salvos/${bia.id}`,
      headers: clinic.headers,
    });
    expect(names(await page(clinic, { salvos: 'true' }))).toEqual(['Bia Cache']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/candidatos_salvos/${carla.id}`,
      headers: clinic.headers,
    });
    expect(names(await page(clinic, { salvos: 'true' }))).toEqual(['Carla Cache', 'Bia Cache']);
  });

  it('show an edit, a deletion and a new publication at once in every process', async () => {
    const first = caches();
    const second = caches();
    const inBoth = async () => {
      shared = first;
      const a = await page(clinic);
      shared = second;
      const b = await page(other);
      expect(names(b)).toEqual(names(a));
      expect(b.total).toBe(a.total);
      return a;
    };
    expect(names(await inBoth())).toEqual(['Carla Cache', 'Bia Cache', 'Ana Cache']);
    // An edit of the address: the city on the card.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/endereco_candidato/${ana.id}`,
      headers: ana.headers,
      payload: { estado: 'RJ', cidade: 'Niterói', cep: '24020-000' },
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    expect((await inBoth()).items[2]).toMatchObject({ nome: 'Ana Cache', cidade: 'Niterói', estado: 'RJ' });
    // The candidate deletes the account.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario_candidato/${bia.id}`,
      headers: bia.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const afterDelete = await inBoth();
    expect(names(afterDelete)).toEqual(['Carla Cache', 'Ana Cache']);
    expect(afterDelete.total).toBe(2);
    // A new candidate publishes (the consent recorded with it).
    const dani = await createCandidate(t.app, { nome: 'Dani Cache' });
    await publishCandidate(t.app, dani);
    expect(names(await inBoth())).toEqual(['Dani Cache', 'Carla Cache', 'Ana Cache']);
  });
});
