// The blog's rules: answers of the public and back-office routes, saving an article (slug from the
// title, unique; the scheduled time), every change in the audit trail within its transaction.
import {
  type AdminPost,
  POST_MESSAGES,
  type PostCard,
  type PostDetail,
  type PostInputParsed,
  type PostStatus,
  readingMinutes,
  slugify,
} from '@app/shared';
import { isUniqueViolation } from '../../db/executor';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../admin/audit.repo';
import { blogImagePath } from './blog.markdown';
import * as repo from './blog.repo';

export type Render = (markdown: string) => string;

const capaOf = (row: repo.PostRow) =>
  row.capa_imagem_id ? { url: blogImagePath(row.capa_imagem_id), alt: row.capa_alt } : null;

export function card(row: repo.PostRow): PostCard {
  return {
    slug: row.slug,
    titulo: row.titulo,
    resumo: row.resumo,
    capa: capaOf(row),
    tags: row.tags,
    autor: row.autor,
    publicado_em: (row.publicado_em ?? row.created_at).toISOString(),
    minutos_leitura: readingMinutes(row.conteudo),
  };
}

export function detail(row: repo.PostRow, related: repo.PostRow[], render: Render): PostDetail {
  return {
    ...card(row),
    html: render(row.conteudo),
    servico: row.servico,
    atualizado_em: row.updated_at.toISOString(),
    relacionados: related.map(card),
  };
}

export function adminPost(row: repo.PostRow, now: Date): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    titulo: row.titulo,
    resumo: row.resumo,
    conteudo: row.conteudo,
    capa: row.capa_imagem_id
      ? { imagem_id: row.capa_imagem_id, url: blogImagePath(row.capa_imagem_id), alt: row.capa_alt }
      : null,
    tags: row.tags,
    autor: row.autor,
    servico: row.servico,
    status: row.status,
    publicado_em: row.publicado_em?.toISOString() ?? null,
    visivel: repo.rowIsPublic(row, now),
    criado_em: row.created_at.toISOString(),
    atualizado_em: row.updated_at.toISOString(),
  };
}

/** The ids of our images the Markdown shows (/blog/imagens/{id}), to attach to the article. */
const imageIdsOf = (markdown: string): number[] =>
  [...markdown.matchAll(/\/blog\/imagens\/(\d{1,9})\b/g)].map((m) => Number(m[1]));

/** When the article is public: now for 'publicado' (or its first publication), the time for 'agendado'. */
function publishedAt(input: PostInputParsed, previous: repo.PostRow | null, now: Date): Date | null {
  if (input.status === 'rascunho') return previous?.publicado_em ?? null;
  if (input.status === 'agendado') {
    const at = new Date(input.publicar_em as string);
    if (
      at.getTime() <= now.getTime() &&
      !(previous?.status === 'agendado' && previous.publicado_em?.getTime() === at.getTime())
    )
      throw new HttpError(422, POST_MESSAGES.publicarEmPast, [
        { field: 'publicar_em', message: POST_MESSAGES.publicarEmPast },
      ]);
    return at;
  }
  // Published: keeps the date of an earlier publication, else now.
  if (previous?.status === 'publicado' && previous.publicado_em) return previous.publicado_em;
  return now;
}

function values(input: PostInputParsed, publicado_em: Date | null) {
  return {
    slug: input.slug || slugify(input.titulo),
    titulo: input.titulo,
    resumo: input.resumo,
    conteudo: input.conteudo,
    capa_imagem_id: input.capa?.imagem_id ?? null,
    capa_alt: input.capa?.alt ?? '',
    tags: input.tags,
    autor: input.autor,
    servico: input.servico ?? null,
    status: input.status as PostStatus,
    publicado_em,
  };
}

const slugTaken = () =>
  new HttpError(422, POST_MESSAGES.slugTaken, [{ field: 'slug', message: POST_MESSAGES.slugTaken }]);

async function checkCover(db: AppDb, input: PostInputParsed) {
  if (input.capa && !(await repo.findImage(db, input.capa.imagem_id)))
    throw new HttpError(422, POST_MESSAGES.capa, [{ field: 'capa', message: POST_MESSAGES.capa }]);
}

export async function createPost(db: AppDb, adminId: number, input: PostInputParsed, now: Date) {
  const row = values(input, publishedAt(input, null, now));
  if (!row.slug) throw slugTaken();
  await checkCover(db, input);
  try {
    return await db.transaction(async (tx) => {
      const saved = await repo.insertPost(tx, row);
      await repo.attachImages(tx, saved.id, [
        ...imageIdsOf(saved.conteudo),
        ...(input.capa ? [input.capa.imagem_id] : []),
      ]);
      await recordAudit(tx, {
        adminId,
        acao: 'post_criar',
        detalhes: { post_id: saved.id, slug: saved.slug, titulo: saved.titulo, status: saved.status },
      });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function updatePost(db: AppDb, adminId: number, id: number, input: PostInputParsed, now: Date) {
  const previous = await repo.findById(db, id);
  if (!previous) throw new HttpError(404, POST_MESSAGES.notFound);
  const row = values(input, publishedAt(input, previous, now));
  if (!input.slug) row.slug = previous.slug;
  await checkCover(db, input);
  try {
    return await db.transaction(async (tx) => {
      const saved = await repo.updatePost(tx, id, row);
      if (!saved) throw new HttpError(404, POST_MESSAGES.notFound);
      await repo.attachImages(tx, saved.id, [
        ...imageIdsOf(saved.conteudo),
        ...(input.capa ? [input.capa.imagem_id] : []),
      ]);
      await recordAudit(tx, {
        adminId,
        acao: 'post_editar',
        detalhes: { post_id: saved.id, slug: saved.slug, titulo: saved.titulo, status: saved.status },
      });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function deletePost(db: AppDb, adminId: number, id: number) {
  return db.transaction(async (tx) => {
    const gone = await repo.deletePost(tx, id);
    if (!gone) throw new HttpError(404, POST_MESSAGES.notFound);
    await recordAudit(tx, {
      adminId,
      acao: 'post_excluir',
      detalhes: { post_id: gone.id, slug: gone.slug, titulo: gone.titulo },
    });
    return gone;
  });
}
