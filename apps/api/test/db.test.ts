import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { candidatos, clinicas, formacoes, usuarios, visualizacoes } from '../src/db/schema';
import { type Database, DatabaseLockError, openDatabase } from '../src/plugins/db';
import { isDatabaseUnavailable } from '../src/plugins/errors';
import { createTestDatabase, usePostgres } from './helper';

const MODEL_TABLES = [
  'administradores',
  'alertas',
  'anuncio_denuncias',
  'anuncio_fotos',
  'anuncio_mensagens',
  'anuncios',
  'arquivos',
  'auditoria',
  'avisos_visualizacao',
  'candidatos',
  'candidatos_salvos',
  'candidaturas',
  'clinicas',
  'contatos',
  'enderecos_candidato',
  'experiencias',
  'formacoes',
  'infos_clinica',
  'instancia',
  'leituras_perfil',
  'lista_candidatos_versao',
  'post_imagens',
  'posts',
  'radiologistas',
  'recepcionistas',
  'redefinicoes_senha',
  'sessoes',
  'tecnicos',
  'usuarios',
  'vagas',
  'visualizacoes',
];

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop?.());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

async function insertCandidate(email: string, cpf: string) {
  const [user] = await database.db.insert(usuarios).values({ tipo_usuario: 'candidato', email }).returning();
  if (!user) throw new Error('no user');
  await database.db
    .insert(candidatos)
    .values({ usuario_id: user.id, nome: 'Ana', cpf, telefone: '11988887777', tipo_profissao: 'TSB' });
  return user.id;
}

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(MODEL_TABLES);
  });

  it('have the Portuguese text search configuration the job postings use', async () => {
    const [row] = await rows<{ hit: boolean; lexemes: string }>(
      sql`select to_tsvector('portuguese', 'Tomografias odontológicas') @@ websearch_to_tsquery('portuguese', 'tomografia') as hit,
        to_tsvector('portuguese', 'Tomografias odontológicas')::text as lexemes`,
    );
    expect(row?.hit).toBe(true);
    expect(row?.lexemes).toContain('tomograf');
  });

  it('can run again without changes', async () => {
    await expect(migrate(database)).resolves.toBeUndefined();
  });

  it('make e-mails unique regardless of case', async () => {
    await database.db.insert(usuarios).values({ tipo_usuario: 'clinica', email: 'Clinica@Exemplo.com' });
    await expect(
      database.db.insert(usuarios).values({ tipo_usuario: 'clinica', email: 'clinica@exemplo.COM' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });

  it('reject an unknown account type and a malformed CPF', async () => {
    await expect(
      database.db.insert(usuarios).values({ tipo_usuario: 'gerente' as 'clinica', email: 'x@exemplo.com' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    await expect(insertCandidate('cpf-ruim@exemplo.com', '123.456.789-00')).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23514' }),
    });
  });

  it('default lists to empty arrays and cascade deletes from the user', async () => {
    const id = await insertCandidate('ana@exemplo.com', '12345678901');
    await database.db.insert(formacoes).values({ usuario_candidato_id: id, curso: 'Radiologia' });
    const [clinicUser] = await database.db
      .insert(usuarios)
      .values({ tipo_usuario: 'clinica', email: 'c2@exemplo.com' })
      .returning();
    if (!clinicUser) throw new Error('no clinic user');
    await database.db
      .insert(clinicas)
      .values({ usuario_id: clinicUser.id, nome_fantasia: 'Clínica', cnpj: '12345678000190', telefone: '' });
    await database.db
      .insert(visualizacoes)
      .values({ candidato_id: id, clinica_id: clinicUser.id, dia: '2026-01-02' });
    await expect(
      database.db
        .insert(visualizacoes)
        .values({ candidato_id: id, clinica_id: clinicUser.id, dia: '2026-01-02' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });

    const candidate = await database.db.query.candidatos.findFirst({
      where: eq(candidatos.usuario_id, id),
      with: { formacoes: true, radiologista: true },
    });
    expect(candidate?.formacoes).toMatchObject([
      { curso: 'Radiologia', instituicao: '', ano_conclusao: null },
    ]);
    expect(candidate?.radiologista).toBeNull();

    await database.db.delete(usuarios).where(eq(usuarios.id, id));
    expect(await database.db.select().from(formacoes).where(eq(formacoes.usuario_candidato_id, id))).toEqual(
      [],
    );
    expect(await database.db.select().from(visualizacoes).where(eq(visualizacoes.candidato_id, id))).toEqual(
      [],
    );
  });
});

describe('DATA_DIR lock (embedded PGlite)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rx-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second open of the same DATA_DIR with a clear message, and frees it on close', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    try {
      expect(readFileSync(join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockError);
      await expect(second).rejects.toThrow(
        `Another server process (pid ${process.pid}) is already using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR.`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.ping();
    await again.close();
  });

  it('refuses a DATA_DIR locked by another live process', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'db.lock'), `${process.ppid}\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `(pid ${process.ppid}) is already using DATA_DIR`,
    );
  });

  it('takes over the stale lock of a dead process', async () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, 'db.lock'), `${dead}\n`);
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
      await database.ping();
    } finally {
      await database.close();
    }
  });
});

describe.runIf(usePostgres())('PostgreSQL connections that break (a restart of the server)', () => {
  const pool = () => {
    if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
    return database.driver.pool;
  };
  const backendPid = async (client: { query(text: string): Promise<{ rows: { pid: number }[] }> }) =>
    (await client.query('select pg_backend_pid() as pid')).rows[0]?.pid;
  /** What a restart does to a connection: the server ends it with 57P01 (admin shutdown). */
  const terminate = (pid: number | undefined) =>
    database.db.execute(sql`select pg_terminate_backend(${pid})`);
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it('a checked-out client whose connection ends neither crashes the process nor keeps its pool slot', async () => {
    const client = await pool().connect();
    const pid = await backendPid(client);
    const removed: unknown[] = [];
    pool().on('remove', (c) => removed.push(c));
    await terminate(pid);
    // Released as broken by the pool itself: without that, a client whose error comes before
    // drizzle's try/finally (a failed `begin`) would hold its slot forever.
    await until(() => removed.includes(client));
    await expect(client.query('select 1')).rejects.toThrow(/not queryable|terminat/i);
    expect(() => client.release()).not.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('a transaction whose connection ends fails as "unavailable" and writes nothing', async () => {
    const email = 'transacao-interrompida@exemplo.com';
    const attempt = database.db.transaction(async (tx) => {
      await tx.insert(usuarios).values({ tipo_usuario: 'clinica', email });
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const [row] = result.rows;
      await terminate(row?.pid);
      await new Promise((r) => setTimeout(r, 100));
      await tx.insert(usuarios).values({ tipo_usuario: 'clinica', email: `outra-${email}` });
    });
    const error = await attempt.then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await database.db.select().from(usuarios).where(eq(usuarios.email, email))).toEqual([]);
    // The next transaction gets a healthy connection.
    await database.db.transaction(async (tx) => {
      await tx.insert(usuarios).values({ tipo_usuario: 'clinica', email });
    });
    expect(await database.db.select().from(usuarios).where(eq(usuarios.email, email))).toHaveLength(1);
  });
});
