// Fills a database with N published candidates for the benchmark (default 100,000), each with
// every nested record, plus 300 clinics, their profile views and BENCH_VAGAS open job postings
// (default 20,000, bench/seed-vagas.ts). PostgreSQL when DATABASE_URL is
// set, otherwise PGlite in BENCH_DATA_DIR (default ./data/bench). An already-seeded database with
// the same N is reused; one holding anything but benchmark data is never touched.
//   node --import tsx bench/seed.ts            (npm run bench does it first)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from '../apps/api/src/db/migrate';
import { searchTermsUpdate } from '../apps/api/src/modules/candidate-search/candidate-search.repo';
import { type Database, openDatabase } from '../apps/api/src/plugins/db';
import { BENCH_EMAIL_DOMAIN, candidateRows, cnpjOf, emptyRows, insertStatements, q } from './seed-rows';
import { seedVagas } from './seed-vagas';

const root = fileURLToPath(new URL('..', import.meta.url));
const BATCH = 1_000;
const CLINICS = 300;

const log = (message: string) => process.stderr.write(`[seed] ${message}\n`);

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}
const run = (database: Database, query: string) => database.db.execute(sql.raw(query));

/** How many benchmark candidates are there, and is anything else in the database? */
async function inventory(database: Database) {
  const [row] = await rows<{ seeded: number; foreign: number; terms: number }>(
    database,
    `select
      (select count(*) from candidatos c join usuarios u on u.id = c.usuario_id
        where u.email like '%@${BENCH_EMAIL_DOMAIN}' and c.published_at is not null)::int as seeded,
      (select count(*) from usuarios where email not like '%@${BENCH_EMAIL_DOMAIN}')::int as foreign,
      (select count(*) from candidatos where cardinality(equipamentos_busca) > 0)::int as terms`,
  );
  return row ?? { seeded: 0, foreign: 0, terms: 0 };
}

async function seedClinics(database: Database): Promise<number[]> {
  const ids = Array.from({ length: CLINICS }, (_, i) => i + 1);
  await run(
    database,
    `insert into usuarios (id, tipo_usuario, email) overriding system value values ${ids
      .map((id) => `(${id},'clinica','clinica.${id}@${BENCH_EMAIL_DOMAIN}')`)
      .join(',')}`,
  );
  await run(
    database,
    `insert into clinicas (usuario_id, nome_fantasia, cnpj, telefone, published_at) values ${ids
      .map((id) => `(${id},${q(`Clínica Odontológica ${id}`)},'${cnpjOf(id)}','1133334444',now())`)
      .join(',')}`,
  );
  return ids;
}

async function seedCandidates(database: Database, count: number): Promise<void> {
  const before = await inventory(database);
  if (before.seeded === count && before.terms > 0) {
    log(`${count} candidates already there: reused`);
    return;
  }
  if (before.foreign > 0)
    throw new Error(
      `the database holds ${before.foreign} users that are not benchmark data: use an empty database for the benchmark`,
    );
  const started = Date.now();
  if (before.seeded > 0) log(`found ${before.seeded} candidates instead of ${count}: starting over`);
  await run(database, 'truncate usuarios restart identity cascade');
  const clinicIds = await seedClinics(database);
  const firstId = CLINICS + 1;
  // Published over the last months, one every 5 minutes: the newest is the last one.
  const start = new Date(Date.now() - count * 300_000 - 60_000);
  for (let from = 0; from < count; from += BATCH) {
    const batch = emptyRows();
    for (let n = from; n < Math.min(count, from + BATCH); n++)
      candidateRows(batch, n, firstId + n, start, clinicIds);
    for (const statement of insertStatements(batch)) await run(database, statement);
    if ((from / BATCH) % 10 === 9)
      log(`${from + BATCH} candidates (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await run(
    database,
    `select setval(pg_get_serial_sequence('usuarios', 'id'), (select max(id) from usuarios))`,
  );
  log('search terms of every candidate (the same update the API runs for one)');
  await database.db.execute(searchTermsUpdate());
  log('vacuum analyze');
  await run(database, 'vacuum analyze');
  log(`${count} candidates seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The candidates (and clinics), then the job postings of those clinics. */
export async function seed(database: Database, count: number, vagas = 20_000): Promise<void> {
  await seedCandidates(database, count);
  const clinicIds = Array.from({ length: CLINICS }, (_, i) => i + 1);
  await seedVagas(database, vagas, clinicIds, log);
}

async function main() {
  const count = Number(process.env.BENCH_CANDIDATES ?? 100_000);
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR ?? join(root, 'data', 'bench');
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    await migrate(database);
    await seed(database, count, Number(process.env.BENCH_VAGAS ?? 20_000));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
