// Queries of the proposal requests (contatos).
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type ContatoNota, type ContatoStatus, contatos } from '../../db/schema';

export type ContatoRow = typeof contatos.$inferSelect;

export async function insertContato(db: Executor, values: typeof contatos.$inferInsert): Promise<ContatoRow> {
  const [row] = await db.insert(contatos).values(values).returning();
  if (!row) throw new Error('insert into contatos returned no row');
  return row;
}

export interface ContatoFilter {
  status?: ContatoStatus | undefined;
  servico?: number | undefined;
}

const whereOf = (filter: ContatoFilter): SQL | undefined => {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(contatos.status, filter.status));
  if (filter.servico) parts.push(eq(contatos.servico, filter.servico));
  return parts.length ? and(...parts) : undefined;
};

/** One page, newest first, and the total: two queries. */
export async function findContatoPage(db: Executor, filter: ContatoFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contatos)
      .where(where)
      .orderBy(desc(contatos.created_at), desc(contatos.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contatos).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findContato(db: Executor, id: number): Promise<ContatoRow | null> {
  const [row] = await db.select().from(contatos).where(eq(contatos.id, id)).limit(1);
  return row ?? null;
}

/** Sets the status and/or appends a note (atomically, in SQL: concurrent notes are all kept). */
export async function updateContato(
  tx: Executor,
  id: number,
  change: { status?: ContatoStatus | undefined; nota?: ContatoNota | undefined },
): Promise<ContatoRow | null> {
  const [row] = await tx
    .update(contatos)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.nota ? { notas: sql`${contatos.notas} || ${JSON.stringify([change.nota])}::jsonb` } : {}),
    })
    .where(eq(contatos.id, id))
    .returning();
  return row ?? null;
}
