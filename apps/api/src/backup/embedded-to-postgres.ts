// The move from the embedded default to PostgreSQL: `npm run restore` of an embedded backup into an
// empty DATABASE_URL. pg_restore cannot read PGlite's data directory, so the rows are copied: the
// backup's database is opened where the restore unpacked it, both sides are brought to this version's schema by the
// same migrations, and every table of `public` is copied in foreign-key order inside one
// transaction (rows travel as JSON and come back through json_populate_recordset, which parses
// each value with its column's own type; the tables' triggers are off meanwhile, the derived
// values coming with the rows), then the identity sequences are moved past the copied ids. When anything fails, what the migrations created in the target is dropped again.
import type pg from 'pg';
import { migrate } from '../db/migrate';
import { type Database, openDatabase } from '../plugins/db';
import { BackupError } from './database-dump';

/** Rows read and sent in one go (a table is never held whole in memory). */
const BATCH = 2_000;

interface Table {
  name: string;
  /** Columns that take a value (generated ones are computed again). */
  columns: string[];
  /** Identity columns, whose sequences follow the copied ids. */
  identities: string[];
  /** The primary key's columns: the order the rows are read in, batch after batch. */
  key: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of `public` in an order where each comes after those its foreign keys point to. */
async function tablesInOrder(client: pg.PoolClient): Promise<Table[]> {
  const { rows: columns } = await client.query<{ table: string; column: string; identity: string }>(
    `select c.relname as table, a.attname as column, a.attidentity as identity
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: references } = await client.query<{ table: string; target: string }>(
    `select c.relname as table, t.relname as target
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class t on t.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const { rows: keys } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where i.indisprimary and n.nspname = 'public'
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const tables = new Map<string, Table>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], identities: [], key: [] };
    table.columns.push(row.column);
    if (row.identity) table.identities.push(row.column);
    tables.set(row.table, table);
  }
  for (const row of keys) tables.get(row.table)?.key.push(row.column);
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const ref of references) if (ref.table === name && ref.target !== name) place(ref.target, path);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

/** Drops what the migrations created in a database that held no table before. */
async function dropCreated(client: pg.PoolClient): Promise<void> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  for (const { name } of tables) await client.query(`drop table if exists ${name} cascade`);
  const { rows: types } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, t.typname) as name from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype = 'e'`,
  );
  for (const { name } of types) await client.query(`drop type if exists ${name} cascade`);
  await client.query('drop schema if exists drizzle cascade');
  // The job queue's schema (pg-boss: tables, a type and functions), created again by the migrations.
  await client.query('drop schema if exists pgboss cascade');
}

/**
 * Copies the embedded database of a backup (unpacked into `dataDir`/db, which the copy migrates)
 * into the empty PostgreSQL database of `url`; answers the count of tables and rows.
 */
export async function copyEmbeddedIntoPostgres(
  dataDir: string,
  url: string,
  { batch = BATCH }: { batch?: number } = {},
): Promise<{ tables: number; rows: number }> {
  const source: Database = await openDatabase({ dataDir });
  const target: Database = await openDatabase({ url });
  try {
    if (source.driver.kind !== 'pglite' || target.driver.kind !== 'postgres')
      throw new Error('unexpected drivers');
    const embedded = source.driver.client;
    await migrate(source);
    const client = await target.driver.pool.connect();
    let failed = false;
    try {
      await migrate(target);
      const tables = await tablesInOrder(client);
      let rows = 0;
      await client.query('begin');
      for (const table of tables) {
        const columns = table.columns.map(quote).join(', ');
        const name = `public.${quote(table.name)}`;
        // The rows come with what the triggers derived (the candidate list's copies): firing them
        // again would count views twice.
        await client.query(`alter table ${name} disable trigger user`);
        // Without a primary key the physical order is stable: nothing writes the source.
        const order = table.key.length > 0 ? table.key.map(quote).join(', ') : 'ctid';
        for (let offset = 0; ; offset += batch) {
          const read = await embedded.query<{ rows: string; n: number }>(
            `select coalesce(json_agg(x), '[]')::text as rows, count(*)::int as n
               from (select ${columns} from ${name} order by ${order} limit ${batch} offset ${offset}) x`,
          );
          const n = read.rows[0]?.n ?? 0;
          if (n > 0) {
            await client.query(
              `insert into ${name} (${columns}) overriding system value
               select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
              [read.rows[0]?.rows],
            );
          }
          rows += n;
          if (n < batch) break;
        }
        for (const column of table.identities) {
          await client.query(
            `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${name}), 0) + 1, false)`,
            [name, column],
          );
        }
        await client.query(`alter table ${name} enable trigger user`);
      }
      await client.query('commit');
      return { tables: tables.length, rows };
    } catch (err) {
      failed = true;
      await client.query('rollback').catch(() => {});
      await dropCreated(client).catch(() => {});
      throw err instanceof BackupError
        ? err
        : new BackupError(`copying the embedded database failed: ${(err as Error).message}`);
    } finally {
      client.release(failed);
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
