// The shared query of kept pages (kept-page-reads.ts): requests of the same moment are answered
// by one statement, each with its own clinic's saved flags, and never by a statement sent before
// the request (a save committed before a read shows in it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptPageReads } from '../src/modules/candidate-search/kept-page-reads';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;
let clinic: TestUser;
let other: TestUser;
/** Statements sent by the reads under test. */
let statements = 0;

const save = async (who: TestUser, candidate: TestUser) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/candidatos_salvos/${candidate.id}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(204);
};
const ids = (state: { saved: Set<number> }) => [...state.saved].sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { nome: 'Ana Lote' });
  bia = await createCandidate(t.app, { nome: 'Bia Lote' });
  clinic = await createClinic(t.app);
  other = await createClinic(t.app);
  await publishCandidate(t.app, ana);
  await publishCandidate(t.app, bia);
});
afterAll(() => t?.close());

const counted = () => {
  const database = t.app.database;
  return new KeptPageReads({
    ...database,
    prepared: (...args: Parameters<typeof database.prepared>) => {
      statements++;
      return database.prepared(...args);
    },
  } as typeof database);
};

describe('the reads of kept pages', () => {
  it('answer the requests of the same moment with one statement, each with its own clinic’s flags', async () => {
    await save(clinic, ana);
    await save(other, bia);
    const reads = counted();
    statements = 0;
    const page = [ana.id, bia.id];
    const answers = await Promise.all([
      reads.read(clinic.id, page),
      reads.read(other.id, page),
      reads.read(clinic.id, [bia.id]),
      reads.read(other.id, page),
    ]);
    // The first request's statement is sent at once; the three others wait for the next one.
    expect(statements).toBe(2);
    expect(answers.map(ids)).toEqual([[ana.id], [bia.id], [], [bia.id]]);
    const versions = new Set(answers.map((a) => a.version));
    expect(versions.size).toBe(1);
  });

  it('see a save and a publication committed before they were asked, while an earlier statement runs', async () => {
    const reads = counted();
    const carla = await createCandidate(t.app, { nome: 'Carla Lote' });
    const before = await reads.read(clinic.id, [bia.id]);
    expect(ids(before)).toEqual([]);
    const early = reads.read(clinic.id, [bia.id]);
    await save(clinic, bia);
    await publishCandidate(t.app, carla);
    const late = await reads.read(clinic.id, [bia.id]);
    expect(ids(late)).toEqual([bia.id]);
    expect(late.version).toBeGreaterThan(before.version);
    await early;
  });

  it('fail every request of a statement that fails, and answer the next ones', async () => {
    const database = t.app.database;
    let fail = true;
    const reads = new KeptPageReads({
      ...database,
      prepared: (...args: Parameters<typeof database.prepared>) =>
        fail ? Promise.reject(new Error('connection lost')) : database.prepared(...args),
    } as typeof database);
    const failed = await Promise.allSettled([
      reads.read(clinic.id, [ana.id]),
      reads.read(other.id, [ana.id]),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(ids(await reads.read(clinic.id, [ana.id]))).toEqual([ana.id]);
  });
});
