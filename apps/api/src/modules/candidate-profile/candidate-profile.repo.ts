// Queries of the candidate's whole profile: one relational query for the candidate and their
// records, one for the photo key and the view count; the publish flags.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { arquivos, candidatos, visualizacoes } from '../../db/schema';

/** The candidate with e-mail, formações, experiências, address and the three record kinds. */
export function findCandidateWithRecords(db: Executor, candidateId: number) {
  return db.query.candidatos.findFirst({
    where: eq(candidatos.usuario_id, candidateId),
    with: {
      usuario: { columns: { email: true } },
      formacoes: { orderBy: (f, { asc }) => [asc(f.id)] },
      experiencias: { orderBy: (e, { asc }) => [asc(e.id)] },
      endereco: true,
      radiologista: true,
      tecnico: true,
      recepcionista: true,
    },
  });
}
export type CandidateWithRecords = NonNullable<Awaited<ReturnType<typeof findCandidateWithRecords>>>;

/** The storage key of the candidate's current photo and how many views their profile has. */
export async function photoKeyAndViews(
  db: Executor,
  candidateId: number,
): Promise<{ photoKey: string | null; views: number }> {
  const photo = db
    .select({ key: arquivos.storage_key })
    .from(arquivos)
    .where(and(eq(arquivos.usuario_id, candidateId), eq(arquivos.kind, 'photo')))
    .orderBy(desc(arquivos.created_at), desc(arquivos.id))
    .limit(1);
  const views = db
    .select({ n: sql<number>`count(*)::int` })
    .from(visualizacoes)
    .where(eq(visualizacoes.candidato_id, candidateId));
  const [row] = await db
    .select({ photoKey: sql<string | null>`(${photo})`, views: sql<number>`(${views})` })
    .from(candidatos)
    .where(eq(candidatos.usuario_id, candidateId));
  return { photoKey: row?.photoKey ?? null, views: Number(row?.views ?? 0) };
}

/** Locks the candidate's row until the transaction ends (one publish at a time). */
export async function lockCandidate(db: Executor, candidateId: number): Promise<boolean> {
  const rows = await db
    .select({ id: candidatos.usuario_id })
    .from(candidatos)
    .where(eq(candidatos.usuario_id, candidateId))
    .for('no key update');
  return rows.length > 0;
}

export async function markPublished(db: Executor, candidateId: number, policyVersion: string): Promise<void> {
  const now = new Date();
  await db
    .update(candidatos)
    .set({ published_at: now, consent_at: now, consent_version: policyVersion })
    .where(eq(candidatos.usuario_id, candidateId));
}
