// Queries of the classificados: ads (anuncios), their photos, messages and reports. Lists are two
// queries per page (rows and total), the cover photo and counts read by subqueries.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { anuncioDenuncias, anuncioFotos, anuncioMensagens, anuncios, type NewAnuncio } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface AnuncioRow {
  id: number;
  usuario_id: number;
  tipo: 'venda' | 'compra';
  titulo: string;
  categoria: string;
  marca: string;
  modelo: string;
  ano_fabricacao: number | null;
  estado_conservacao: string | null;
  preco_centavos: number | string | null;
  negociavel: boolean;
  descricao: string;
  estado: string;
  cidade: string;
  mostrar_telefone: boolean;
  status: 'em_moderacao' | 'publicado' | 'recusado' | 'vendido' | 'encerrado';
  motivo_recusa: string | null;
  visualizacoes: number;
  publicado_em: Date | string | null;
  expira_em: Date | string | null;
  encerrado_em: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  capa_key: string | null;
  /** The owner's account is suspended (its ads are hidden meanwhile). */
  suspenso: boolean;
}

export interface AnuncioDetailRow extends AnuncioRow {
  vendedor_tipo: 'clinica' | 'candidato' | 'admin';
  vendedor_nome: string | null;
  vendedor_cidade: string | null;
  vendedor_estado: string | null;
  vendedor_email: string;
  vendedor_telefone: string | null;
  membro_desde: Date | string;
}

export interface OwnRow extends AnuncioRow {
  mensagens: number;
}

export interface AdminRow extends OwnRow {
  dono_nome: string | null;
  dono_email: string;
  denuncias: number;
}

const COVER = sql`(select f.storage_key from anuncio_fotos f where f.anuncio_id = a.id
  order by f.posicao, f.id limit 1) as capa_key`;
const SUSPENDED = sql`(u.suspenso_em is not null) as suspenso`;
const MESSAGES = sql`(select count(*)::int from anuncio_mensagens m where m.anuncio_id = a.id) as mensagens`;
const OWNER_NAME = sql`coalesce(cl.nome_fantasia, ca.nome)`;
const WITH_OWNER = sql`anuncios a join usuarios u on u.id = a.usuario_id
  left join clinicas cl on cl.usuario_id = a.usuario_id
  left join candidatos ca on ca.usuario_id = a.usuario_id`;
/** Published, unexpired, of an account that is not suspended. */
const VISIBLE = sql`a.status = 'publicado' and a.expira_em > now() and u.suspenso_em is null`;

export interface PublicFilter {
  tipo?: 'venda' | 'compra' | undefined;
  categorias: string[];
  marcas: string[];
  estados: string[];
  cidade?: string | undefined;
  precoMaxCentavos?: number | undefined;
  q?: string | undefined;
}

function publicWhere(filter: PublicFilter) {
  const parts = [VISIBLE];
  if (filter.tipo) parts.push(sql`a.tipo = ${filter.tipo}`);
  if (filter.categorias.length) parts.push(sql`a.categoria in ${filter.categorias}`);
  if (filter.marcas.length)
    parts.push(sql`lower(a.marca) in ${filter.marcas.map((marca) => marca.toLowerCase())}`);
  if (filter.estados.length) parts.push(sql`a.estado in ${filter.estados}`);
  if (filter.cidade) parts.push(sql`lower(a.cidade) = lower(${filter.cidade})`);
  if (filter.precoMaxCentavos !== undefined)
    parts.push(sql`a.preco_centavos is not null and a.preco_centavos <= ${filter.precoMaxCentavos}`);
  if (filter.q)
    parts.push(
      sql`to_tsvector('portuguese', a.titulo || ' ' || a.marca || ' ' || a.modelo || ' ' || a.descricao) @@ websearch_to_tsquery('portuguese', ${filter.q})`,
    );
  return sql.join(parts, sql` and `);
}

export async function findPublicPage(
  db: Executor,
  filter: PublicFilter,
  order: 'recentes' | 'preco',
  limit: number,
  offset: number,
): Promise<AnuncioRow[]> {
  const orderBy =
    order === 'preco'
      ? sql`a.preco_centavos asc nulls last, a.publicado_em desc, a.id desc`
      : sql`a.publicado_em desc, a.id desc`;
  const result = await db.execute(sql`select a.*, ${COVER}, ${SUSPENDED} from ${WITH_OWNER}
    where ${publicWhere(filter)} order by ${orderBy} limit ${limit} offset ${offset}`);
  return rowsOf<AnuncioRow>(result);
}

export async function countPublic(db: Executor, filter: PublicFilter): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as total from ${WITH_OWNER} where ${publicWhere(filter)}`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

export async function findDetail(db: Executor, id: number): Promise<AnuncioDetailRow | null> {
  const result = await db.execute(sql`select a.*, ${COVER}, ${SUSPENDED},
      u.tipo_usuario as vendedor_tipo, ${OWNER_NAME} as vendedor_nome, u.email as vendedor_email,
      coalesce(cl.telefone, ca.telefone) as vendedor_telefone, u.created_at as membro_desde,
      coalesce(nullif(ic.cidade, ''), nullif(ec.cidade, '')) as vendedor_cidade,
      coalesce(nullif(ic.estado, ''), nullif(ec.estado, '')) as vendedor_estado
    from ${WITH_OWNER}
      left join infos_clinica ic on ic.usuario_clinica_id = a.usuario_id
      left join enderecos_candidato ec on ec.usuario_candidato_id = a.usuario_id
    where a.id = ${id}`);
  return rowsOf<AnuncioDetailRow>(result)[0] ?? null;
}

export async function findOwnPage(db: Executor, userId: number, limit: number, offset: number) {
  const result = await db.execute(sql`select a.*, ${COVER}, ${SUSPENDED}, ${MESSAGES} from ${WITH_OWNER}
    where a.usuario_id = ${userId} order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`);
  return rowsOf<OwnRow>(result);
}

export async function countOwn(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(anuncios).where(eq(anuncios.usuario_id, userId));
  return row?.n ?? 0;
}

/** Ads that count against the limit: in moderation, or published and unexpired. */
export async function countActive(db: Executor, userId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from anuncios a
    where a.usuario_id = ${userId} and (a.status = 'em_moderacao' or (a.status = 'publicado' and a.expira_em > now()))`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function findAdminPage(db: Executor, status: string, limit: number, offset: number) {
  const result = await db.execute(sql`select a.*, ${COVER}, ${SUSPENDED}, ${MESSAGES},
      ${OWNER_NAME} as dono_nome, u.email as dono_email,
      (select count(*)::int from anuncio_denuncias d where d.anuncio_id = a.id) as denuncias
    from ${WITH_OWNER} where a.status = ${status}
    order by a.updated_at asc, a.id asc limit ${limit} offset ${offset}`);
  return rowsOf<AdminRow>(result);
}

export async function countByStatus(db: Executor, status: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(anuncios)
    .where(eq(anuncios.status, status as AnuncioRow['status']));
  return row?.n ?? 0;
}

export async function insertAnuncio(db: Executor, values: NewAnuncio): Promise<number> {
  const [row] = await db.insert(anuncios).values(values).returning({ id: anuncios.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateAnuncio(db: Executor, id: number, values: Partial<NewAnuncio>): Promise<void> {
  await db.update(anuncios).set(values).where(eq(anuncios.id, id));
}

/** Locks the ad's row until the transaction ends (photo uploads, one at a time). */
export async function lockAnuncio(db: Executor, id: number) {
  const [row] = await db.select().from(anuncios).where(eq(anuncios.id, id)).for('update');
  return row ?? null;
}

export async function addView(db: Executor, id: number): Promise<void> {
  await db
    .update(anuncios)
    .set({ visualizacoes: sql`${anuncios.visualizacoes} + 1`, updated_at: sql`${anuncios.updated_at}` })
    .where(eq(anuncios.id, id));
}

export function listPhotos(db: Executor, anuncioId: number) {
  return db
    .select()
    .from(anuncioFotos)
    .where(eq(anuncioFotos.anuncio_id, anuncioId))
    .orderBy(asc(anuncioFotos.posicao), asc(anuncioFotos.id));
}

/** The photos of many ads, in order (the back office's queue). */
export async function listPhotosOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select f.id, f.anuncio_id, f.storage_key from anuncio_fotos f
    where f.anuncio_id in ${ids} order by f.posicao, f.id`);
  return rowsOf<{ id: number; anuncio_id: number; storage_key: string }>(result);
}

export async function insertPhotos(
  db: Executor,
  anuncioId: number,
  files: { storage_key: string; mime: string; size: number; posicao: number }[],
) {
  await db.insert(anuncioFotos).values(files.map((file) => ({ ...file, anuncio_id: anuncioId })));
}

export async function deletePhoto(db: Executor, anuncioId: number, fotoId: number): Promise<string | null> {
  const [row] = await db
    .delete(anuncioFotos)
    .where(and(eq(anuncioFotos.anuncio_id, anuncioId), eq(anuncioFotos.id, fotoId)))
    .returning({ key: anuncioFotos.storage_key });
  return row?.key ?? null;
}

export async function insertMessage(db: Executor, anuncioId: number, senderId: number, mensagem: string) {
  await db.insert(anuncioMensagens).values({ anuncio_id: anuncioId, remetente_id: senderId, mensagem });
}

/** Inserts the report; false when this person already reported this ad. */
export async function insertReport(
  db: Executor,
  anuncioId: number,
  userId: number,
  motivo: string,
): Promise<boolean> {
  const rows = await db
    .insert(anuncioDenuncias)
    .values({ anuncio_id: anuncioId, usuario_id: userId, motivo })
    .onConflictDoNothing()
    .returning({ id: anuncioDenuncias.id });
  return rows.length > 0;
}

export async function findReportsPage(db: Executor, limit: number, offset: number) {
  const result =
    await db.execute(sql`select d.id, d.motivo, d.created_at, d.usuario_id, ru.email as autor_email,
      a.id as anuncio_id, a.titulo, a.status
    from anuncio_denuncias d join anuncios a on a.id = d.anuncio_id join usuarios ru on ru.id = d.usuario_id
    order by d.created_at desc, d.id desc limit ${limit} offset ${offset}`);
  return rowsOf<{
    id: number;
    motivo: string;
    created_at: Date | string;
    usuario_id: number;
    autor_email: string;
    anuncio_id: number;
    titulo: string;
    status: AnuncioRow['status'];
  }>(result);
}

export async function countReports(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(anuncioDenuncias);
  return row?.n ?? 0;
}

/** The published, unexpired ads for the sitemap. */
export async function listForSitemap(db: Executor, limit: number) {
  const result =
    await db.execute(sql`select a.id, a.updated_at from anuncios a join usuarios u on u.id = a.usuario_id
    where ${VISIBLE} order by a.publicado_em desc, a.id desc limit ${limit}`);
  return rowsOf<{ id: number; updated_at: Date | string }>(result);
}

/** Everything of one account for its export: its ads with their photos, and the messages it sent. */
export async function listForExport(db: Executor, userId: number) {
  const [ads, photos, sent, received] = await Promise.all([
    db.select().from(anuncios).where(eq(anuncios.usuario_id, userId)).orderBy(asc(anuncios.id)),
    db.execute(sql`select f.* from anuncio_fotos f join anuncios a on a.id = f.anuncio_id
      where a.usuario_id = ${userId} order by f.posicao, f.id`),
    db.execute(sql`select m.anuncio_id, a.titulo, m.mensagem, m.created_at from anuncio_mensagens m
      join anuncios a on a.id = m.anuncio_id where m.remetente_id = ${userId} order by m.id`),
    db.execute(sql`select m.anuncio_id, m.mensagem, m.created_at from anuncio_mensagens m
      join anuncios a on a.id = m.anuncio_id where a.usuario_id = ${userId} order by m.id`),
  ]);
  return {
    ads,
    photos: rowsOf<{ id: number; anuncio_id: number; storage_key: string; mime: string; size: number }>(
      photos,
    ),
    sent: rowsOf<{ anuncio_id: number; titulo: string; mensagem: string; created_at: Date | string }>(sent),
    received: rowsOf<{ anuncio_id: number; mensagem: string; created_at: Date | string }>(received),
  };
}

/** How a message's sender is named in the e-mail, and their address (the Reply-To). */
export async function findSender(db: Executor, userId: number): Promise<{ nome: string; email: string }> {
  const result =
    await db.execute(sql`select coalesce(cl.nome_fantasia, ca.nome, ad.nome, u.email) as nome, u.email
    from usuarios u left join clinicas cl on cl.usuario_id = u.id left join candidatos ca on ca.usuario_id = u.id
    left join administradores ad on ad.usuario_id = u.id where u.id = ${userId}`);
  const row = rowsOf<{ nome: string; email: string }>(result)[0];
  if (!row) throw new Error('the sender has no account');
  return row;
}
