// copyEmbeddedIntoPostgres (src/backup/embedded-to-postgres.ts), the database step of restoring an
// embedded backup into PostgreSQL, on a throwaway PostgreSQL cluster: every row of every table
// arrives as it was, across many small batches (the derived counts of the candidate list not
// counted twice), the ids go on after the copied ones, and a copy that fails leaves the target
// database without a table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyEmbeddedIntoPostgres } from '../../src/backup/embedded-to-postgres';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/plugins/db';
import { uploadPhoto } from '../factories';
import { createTestApp } from '../helper';
import { apply, createVaga, newCandidate, newClinic, publishedCandidate } from '../job-posting-factories';
import { createPgCluster, findPgBin, type PgCluster } from './pg-cluster';

const PG_BIN = findPgBin();

/** Every table of `public` as JSON rows in a set order, read in UTC. */
async function tablesOf(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query(`set timezone = 'UTC'`);
  const { rows: names } = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables: Record<string, unknown> = {};
  for (const { tablename } of names as { tablename: string }[]) {
    const { rows } = await query(
      `select coalesce(json_agg(x order by x::text), '[]')::text as rows from public."${tablename}" x`,
    );
    tables[tablename] = JSON.parse(String(rows[0]?.rows));
  }
  return tables;
}

describe.skipIf(!PG_BIN)('an embedded database copied into PostgreSQL', () => {
  let cluster: PgCluster;
  let work = '';
  const url = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
  const onTarget = async <T>(name: string, fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url(name) });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    cluster = await createPgCluster(PG_BIN as string);
    await onTarget('postgres', async (c) => {
      await c.query('create database copia');
      await c.query('create database falha');
    });
    work = mkdtempSync(join(tmpdir(), 'rx-embedded-copy-'));
  }, 120_000);

  afterAll(async () => {
    await cluster?.destroy();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('copies every row in batches, keeps the ids and the derived counts, and moves the sequences on', async () => {
    const source = await openDatabase({ dataDir: work });
    await migrate(source);
    // The view notices wait (an hour) and go out when the app closes, so none is written after.
    const t = await createTestApp({ database: source, env: { VIEW_NOTICE_DELAY_MINUTES: '60' } });
    const clinics = [await newClinic(t.app), await newClinic(t.app)];
    const vagas = [];
    for (const clinic of clinics) vagas.push(await createVaga(t.app, clinic));
    for (let i = 0; i < 5; i++) {
      const candidate = await publishedCandidate(t.app, { nome: `Pessoa ${i}` });
      await uploadPhoto(t.app, candidate);
      for (const vaga of vagas) expect((await apply(t.app, candidate, vaga)).statusCode).toBe(201);
      for (const clinic of clinics) {
        const viewed = await t.app.inject({
          method: 'POST',
          url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${candidate.id}`,
          headers: clinic.headers,
        });
        expect(viewed.statusCode).toBe(201);
      }
    }
    await t.close();
    const before = await tablesOf((text) =>
      source.driver.kind === 'pglite' ? source.driver.client.query(text) : Promise.reject(),
    );
    await source.close();
    const rows = Object.values(before).reduce<number>((sum, table) => sum + (table as unknown[]).length, 0);
    expect((before.visualizacoes as unknown[]).length).toBe(10);

    // Batches of 3 rows: every table of more than 3 rows takes several.
    const copied = await copyEmbeddedIntoPostgres(work, url('copia'), { batch: 3 });
    const after = await onTarget('copia', (c) => tablesOf((text) => c.query(text)));
    expect(after).toEqual(before);
    expect(copied.rows).toBe(rows);
    const counts = await onTarget('copia', (c) =>
      c.query('select sum(lista_visualizacoes)::int as n from candidatos'),
    );
    expect(counts.rows[0]?.n).toBe(10);

    // The server goes on on the copy: the next account takes the next id.
    const target = await openDatabase({ url: url('copia') });
    const next = await createTestApp({ database: target });
    const maxId = Math.max(...(before.usuarios as { id: number }[]).map((u) => u.id));
    expect((await newCandidate(next.app)).id).toBe(maxId + 1);
    await next.close();
    await target.close();
  }, 120_000);

  it('leaves the target without a table when the copy fails', async () => {
    // A table the embedded database lacks: reading it fails after the migrations created the rest.
    await onTarget('falha', (c) => c.query('create table public.estranha (id int primary key)'));
    await expect(copyEmbeddedIntoPostgres(work, url('falha'))).rejects.toThrow(
      /copying the embedded database failed/,
    );
    const left = await onTarget('falha', (c) =>
      c.query(
        `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      ),
    );
    expect(left.rows[0]?.n).toBe(0);
  }, 120_000);
});
