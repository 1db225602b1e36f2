// Issue 12, item 1: against harvesting the talent bank, a clinic opens at most
// PROFILE_READS_PER_DAY distinct candidates a day (here 3); reopening one is free. The count is
// in the database, so every server process shares it; the refusal is logged by ids only.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { leiturasPerfil } from '../src/db/schema';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
const candidates: TestUser[] = [];
let hidden: TestUser;

const LIMITED = {
  detail: 'Limite diário de perfis consultados atingido. Tente novamente amanhã.',
  code: 'rate_limited',
};

beforeAll(async () => {
  t = await createTestApp({ env: { PROFILE_READS_PER_DAY: '3', LOGIN_RATE_LIMIT_IP: '100000' } });
  for (let i = 0; i < 5; i++) {
    const candidate = await createCandidate(t.app, {
      nome: `Candidata ${i}`,
      telefone: `(11) 98888-000${i}`,
    });
    await publishCandidate(t.app, candidate);
    candidates.push(candidate);
  }
  hidden = await createCandidate(t.app);
});
afterAll(() => t?.close());

const c = (i: number) => candidates[i] as TestUser;
const open = (who: TestUser, id: number, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/v1/usuario_candidato/${id}/full`, headers: who.headers });
const statuses = async (who: TestUser, ids: number[]) => {
  const out: number[] = [];
  for (const id of ids) out.push((await open(who, id)).statusCode);
  return out;
};
const rowsOf = async (clinic: TestUser) =>
  t.app.db.select().from(leiturasPerfil).where(eq(leiturasPerfil.clinica_id, clinic.id));

describe('the daily limit of candidate profiles per clinic', () => {
  let clinic: TestUser;
  beforeAll(async () => {
    clinic = await createClinic(t.app);
  });

  it('lets a clinic open 3 distinct candidates, reopen them freely, then answers 429', async () => {
    expect(await statuses(clinic, [c(0).id, c(1).id, c(2).id, c(0).id, c(2).id, c(1).id])).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    const refused = await open(clinic, c(3).id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // The ones already opened today still open.
    expect((await open(clinic, c(1).id)).statusCode).toBe(200);
    expect(await rowsOf(clinic)).toHaveLength(3);
  });

  it("covers every read of a new candidate's data, not only the full profile", async () => {
    for (const url of [
      `/api/v1/formacao_candidato/${c(4).id}`,
      `/endereco_candidato/${c(4).id}`,
      `/api/v1/arquivos/portfolio/candidato/${c(4).id}`,
      `/api/v1/arquivos/perfil/candidato/${c(4).id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: clinic.headers });
      expect([res.statusCode, res.json()], url).toEqual([429, LIMITED]);
    }
    // The records of a candidate opened today are read freely.
    const records = await t.app.inject({
      method: 'GET',
      url: `/api/v1/endereco_candidato/${c(0).id}`,
      headers: clinic.headers,
    });
    expect(records.statusCode).toBe(200);
  });

  it('counts per clinic, and never limits candidates reading their own profile', async () => {
    const another = await createClinic(t.app);
    expect((await open(another, c(3).id)).statusCode).toBe(200);
    expect((await open(c(3), c(3).id)).statusCode).toBe(200);
    expect((await open(c(4), c(4).id)).statusCode).toBe(200);
  });

  it('does not count unknown or unpublished ids (they answer 404 as before)', async () => {
    const walker = await createClinic(t.app);
    for (const id of [hidden.id, 2_000_000_000, hidden.id + 1000]) {
      expect((await open(walker, id)).statusCode).toBe(404);
    }
    expect(await statuses(walker, [c(0).id, c(1).id, c(2).id])).toEqual([200, 200, 200]);
  });

  it('is shared by every server process (one database) and logged with the clinic id only', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A second server on the same database: the clinic's three candidates of today count there too.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      logger: pino({ level: 'info' }, sink),
      underPressure: false,
    });
    try {
      const refused = await open(clinic, c(4).id, second);
      expect([refused.statusCode, refused.json()]).toEqual([429, LIMITED]);
      expect((await open(clinic, c(0).id, second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ clinica_id: clinic.id, candidato_id: c(4).id, limite: 3 });
    // No personal data of the candidate nor of the clinic in the logs.
    const log = lines.join('');
    for (const secret of [c(4).email, 'Candidata 4', '11988880004', clinic.email, clinic.token]) {
      expect(log).not.toContain(secret);
    }
  });

  it('starts again the next day, and keeps only the day it counts', async () => {
    await t.app.db.execute(sql`update leituras_perfil set dia = dia - 1 where clinica_id = ${clinic.id}`);
    expect((await open(clinic, c(4).id)).statusCode).toBe(200);
    const rows = await rowsOf(clinic);
    expect(rows.map((row) => row.candidato_id)).toEqual([c(4).id]);
  });

  it('cannot be overshot by simultaneous requests', async () => {
    const rush = await createClinic(t.app);
    const answers = await Promise.all(candidates.map((candidate) => open(rush, candidate.id)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(await rowsOf(rush)).toHaveLength(3);
  });
});
