// The blog's queries. An article is public when it is 'publicado', or 'agendado' and its time has
// come (`publicado_em <= now`): the scheduling job only tidies the status, nothing waits on it.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type PostStatus, postImagens, posts } from '../../db/schema';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** The condition of a public article at `now`. */
export const isPublic = (now: Date): SQL =>
  sql`${posts.status} in ('publicado', 'agendado') and ${posts.publicado_em} <= ${now.toISOString()}::timestamptz`;

/** Is `row` public at `now` (the same rule as isPublic, for a row in hand). */
export const rowIsPublic = (row: Pick<PostRow, 'status' | 'publicado_em'>, now: Date): boolean =>
  row.status !== 'rascunho' && row.publicado_em !== null && row.publicado_em.getTime() <= now.getTime();

const tagFilter = (tag: string | undefined): SQL | undefined =>
  tag ? sql`${tag} = any(${posts.tags})` : undefined;

/** One page of public articles, newest first, and their total (one query each). */
export async function listPublic(
  db: Executor,
  now: Date,
  options: { tag?: string; limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = and(isPublic(now), tagFilter(options.tag));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publicado_em), desc(posts.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findBySlug(db: Executor, slug: string): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  return row ?? null;
}

export async function findById(db: Executor, id: number): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}

/** Up to `limit` public articles sharing a tag with `row`, the most tags in common first. */
export async function findRelated(db: Executor, row: PostRow, now: Date, limit: number): Promise<PostRow[]> {
  if (row.tags.length === 0) return [];
  const tags = sql`array[${sql.join(
    row.tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return db
    .select()
    .from(posts)
    .where(and(isPublic(now), sql`${posts.id} <> ${row.id}`, sql`${posts.tags} && ${tags}`))
    .orderBy(
      desc(sql`cardinality(array(select unnest(${posts.tags}) intersect select unnest(${tags})))`),
      desc(posts.publicado_em),
    )
    .limit(limit);
}

/** The back office's list (every status), newest change first, and the total. */
export async function listAdmin(
  db: Executor,
  options: { status?: PostStatus; limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = options.status ? eq(posts.status, options.status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.updated_at), desc(posts.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The last `limit` public articles (the feed), newest first. */
export async function latestPublic(db: Executor, now: Date, limit: number): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(isPublic(now))
    .orderBy(desc(posts.publicado_em), desc(posts.id))
    .limit(limit);
}

/** Every public article's slug and last change (the sitemap). */
export async function listForSitemap(db: Executor, now: Date) {
  return db
    .select({ slug: posts.slug, updated_at: posts.updated_at, publicado_em: posts.publicado_em })
    .from(posts)
    .where(isPublic(now))
    .orderBy(desc(posts.publicado_em));
}

export async function insertPost(tx: Executor, values: NewPostRow): Promise<PostRow> {
  const [row] = await tx.insert(posts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePost(
  tx: Executor,
  id: number,
  values: Partial<NewPostRow>,
): Promise<PostRow | null> {
  const [row] = await tx.update(posts).set(values).where(eq(posts.id, id)).returning();
  return row ?? null;
}

export async function deletePost(tx: Executor, id: number): Promise<PostRow | null> {
  const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
  return row ?? null;
}

/** A scheduled article whose time has come, marked published (the job); false when it changed since. */
export async function markPublished(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ status: 'publicado' })
    .where(and(eq(posts.id, id), eq(posts.status, 'agendado'), eq(posts.publicado_em, at)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

export async function insertImage(
  db: Executor,
  values: { storage_key: string; mime: string; size: number; post_id: number | null },
) {
  const [row] = await db.insert(postImagens).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findImage(db: Executor, id: number) {
  const [row] = await db.select().from(postImagens).where(eq(postImagens.id, id)).limit(1);
  return row ?? null;
}

/** Storage keys of images by id (the covers of a list). */
export async function imageKeys(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: postImagens.id, key: postImagens.storage_key })
    .from(postImagens)
    .where(inArray(postImagens.id, ids));
  return new Map(rows.map((r) => [r.id, r.key]));
}

/** Images uploaded before their article was saved get attached to it. */
export async function attachImages(tx: Executor, postId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(postImagens)
    .set({ post_id: postId })
    .where(and(inArray(postImagens.id, ids), isNull(postImagens.post_id)));
}
