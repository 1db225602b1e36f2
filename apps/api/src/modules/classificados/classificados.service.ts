// Rules of the classificados: writing an ad (its owner's), the public list and page, the owner's
// list, the moderation. Authorisation is decided by classificados.policy.ts before these run.
import type {
  AdminAnuncio,
  AnuncioCard,
  AnuncioDetail,
  AnuncioListQuery,
  AnuncioPayload,
  MeuAnuncio,
} from '@app/shared';
import { ANUNCIO_ACTIVE_MAX } from '@app/shared';
import type { Executor } from '../../db/executor';
import type { AuthUser } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import { lockUser } from '../files/files.repo';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import { expiryFrom, toCents, toIso, toReais } from '../job-postings/job-postings.service';
import { ANUNCIO_MESSAGES, isAdmin, isOwner, isPublic } from './classificados.policy';
import * as repo from './classificados.repo';

function columns(payload: AnuncioPayload) {
  const { preco, ...rest } = payload;
  return { ...rest, preco_centavos: toCents(preco) };
}

async function card(row: repo.AnuncioRow, photoLinks: PhotoLinkCache): Promise<AnuncioCard> {
  return {
    id: Number(row.id),
    tipo: row.tipo,
    titulo: row.titulo,
    categoria: row.categoria as AnuncioCard['categoria'],
    marca: row.marca,
    modelo: row.modelo,
    ano_fabricacao: row.ano_fabricacao === null ? null : Number(row.ano_fabricacao),
    estado_conservacao: row.estado_conservacao as AnuncioCard['estado_conservacao'],
    preco: toReais(row.preco_centavos),
    negociavel: row.negociavel,
    estado: row.estado,
    cidade: row.cidade,
    capa_url: row.capa_key ? await photoLinks.link(row.capa_key) : null,
    publicado_em: toIso(row.publicado_em),
  };
}

/** The photos as the answers list them: id and a signed link. */
export const photoAnswers = (photos: { id: number; storage_key: string }[], photoLinks: PhotoLinkCache) =>
  Promise.all(
    photos.map(async (photo) => ({ id: Number(photo.id), url: await photoLinks.link(photo.storage_key) })),
  );

/** Creates the ad in moderation; 422 past ANUNCIO_ACTIVE_MAX active ads (checked under a lock on the account). */
export async function createAnuncio(db: AppDb, userId: number, payload: AnuncioPayload): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if ((await repo.countActive(tx, userId)) >= ANUNCIO_ACTIVE_MAX)
      throw new HttpError(422, ANUNCIO_MESSAGES.limit(ANUNCIO_ACTIVE_MAX));
    return repo.insertAnuncio(tx, { ...columns(payload), usuario_id: userId, status: 'em_moderacao' });
  });
}

/** One change of an account's ads at a time (the limit is counted under it). */
const lockAccount = (tx: Executor, userId: number) => lockUser(tx, userId);

/**
 * The owner's edit: a published or refused ad goes back to moderation (a published one stays off
 * the list until approved again); a sold or closed one does not change (the route checked).
 */
export async function updateAnuncio(db: AppDb, row: repo.AnuncioRow, payload: AnuncioPayload) {
  const back = row.status !== 'em_moderacao';
  if (back && row.status === 'recusado') {
    // A refused ad re-enters moderation: it counts against the limit again.
    await db.transaction(async (tx) => {
      await lockAccount(tx, row.usuario_id);
      if ((await repo.countActive(tx, row.usuario_id)) >= ANUNCIO_ACTIVE_MAX)
        throw new HttpError(422, ANUNCIO_MESSAGES.limit(ANUNCIO_ACTIVE_MAX));
      await repo.updateAnuncio(tx, row.id, {
        ...columns(payload),
        status: 'em_moderacao',
        motivo_recusa: null,
      });
    });
    return;
  }
  await repo.updateAnuncio(db, row.id, {
    ...columns(payload),
    ...(back ? { status: 'em_moderacao' as const, motivo_recusa: null } : {}),
  });
}

export const closeAnuncio = (db: Executor, id: number, motivo: 'vendido' | 'desisti') =>
  repo.updateAnuncio(db, id, {
    status: motivo === 'vendido' ? 'vendido' : 'encerrado',
    encerrado_em: new Date(),
  });

export function filterOf(query: AnuncioListQuery): repo.PublicFilter {
  return {
    tipo: query.tipo,
    categorias: query.categorias,
    marcas: query.marcas,
    estados: query.estados,
    cidade: query.cidade,
    precoMaxCentavos: query.preco_max === undefined ? undefined : Math.round(query.preco_max * 100),
    q: query.q,
  };
}

export async function listPublic(db: Executor, photoLinks: PhotoLinkCache, query: AnuncioListQuery) {
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([
    repo.findPublicPage(db, filter, query.ordem, query.size, (query.page - 1) * query.size),
    repo.countPublic(db, filter),
  ]);
  const items = await Promise.all(rows.map((row) => card(row, photoLinks)));
  return { items, total, page: query.page, size: query.size };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export async function detail(
  db: Executor,
  row: repo.AnuncioDetailRow,
  user: AuthUser | null,
  photoLinks: PhotoLinkCache,
): Promise<AnuncioDetail> {
  const photos = await repo.listPhotos(db, row.id);
  const privileged = isOwner(user, row) || isAdmin(user);
  // A clinic shows its trade name; a person, their first name only.
  const nome =
    row.vendedor_tipo === 'clinica' ? (row.vendedor_nome ?? '') : firstName(row.vendedor_nome ?? '');
  return {
    ...(await card(row, photoLinks)),
    descricao: row.descricao,
    fotos: await photoAnswers(photos, photoLinks),
    mostrar_telefone: row.mostrar_telefone,
    whatsapp: row.mostrar_telefone && whatsappDigits(row.vendedor_telefone) !== null,
    status: row.status,
    motivo_recusa: privileged ? row.motivo_recusa : null,
    expira_em: toIso(row.expira_em),
    visualizacoes: Number(row.visualizacoes),
    vendedor: {
      nome: nome || 'Anunciante',
      tipo: row.vendedor_tipo === 'candidato' ? 'candidato' : 'clinica',
      cidade: row.vendedor_cidade,
      estado: row.vendedor_estado,
      membro_desde: toIso(row.membro_desde),
    },
    meu_anuncio: isOwner(user, row),
  };
}

/** A Brazilian phone as wa.me wants it (55, DDD, number), or null when it is not one. */
export function whatsappDigits(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
  return /^\d{10,11}$/.test(national) ? `55${national}` : null;
}

export function whatsappLink(row: repo.AnuncioDetailRow, publicUrl: string): string | null {
  const digits = row.mostrar_telefone ? whatsappDigits(row.vendedor_telefone) : null;
  if (!digits) return null;
  const text = `Olá! Vi o seu anúncio "${row.titulo}" nos Classificados da RX Odonto (${publicUrl}/classificados/${row.id}) e tenho interesse.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Counts a view of a published ad by anyone but its owner. */
export async function countView(db: Executor, row: repo.AnuncioRow, user: AuthUser | null) {
  if (isPublic(row) && !isOwner(user, row) && !isAdmin(user)) await repo.addView(db, row.id);
}

function own(row: repo.OwnRow, cardAnswer: AnuncioCard): MeuAnuncio {
  return {
    ...cardAnswer,
    status: row.status,
    motivo_recusa: row.motivo_recusa,
    expira_em: toIso(row.expira_em),
    expirado: row.status === 'publicado' && row.expira_em !== null && new Date(row.expira_em) <= new Date(),
    visualizacoes: Number(row.visualizacoes),
    mensagens: Number(row.mensagens),
    criado_em: toIso(row.created_at),
  };
}

export async function listOwn(
  db: Executor,
  photoLinks: PhotoLinkCache,
  userId: number,
  page: number,
  size: number,
) {
  const [rows, total] = await Promise.all([
    repo.findOwnPage(db, userId, size, (page - 1) * size),
    repo.countOwn(db, userId),
  ]);
  const items = await Promise.all(rows.map(async (row) => own(row, await card(row, photoLinks))));
  return { items, total, page, size };
}

export async function listForModeration(
  db: Executor,
  photoLinks: PhotoLinkCache,
  status: string,
  page: number,
  size: number,
) {
  const [rows, total] = await Promise.all([
    repo.findAdminPage(db, status, size, (page - 1) * size),
    repo.countByStatus(db, status),
  ]);
  const photos = await repo.listPhotosOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const items: AdminAnuncio[] = await Promise.all(
    rows.map(async (row) => ({
      ...own(row, await card(row, photoLinks)),
      descricao: row.descricao,
      fotos: await photoAnswers(
        photos.filter((photo) => Number(photo.anuncio_id) === Number(row.id)),
        photoLinks,
      ),
      dono: { id: Number(row.usuario_id), nome: row.dono_nome ?? '', email: row.dono_email },
      denuncias: Number(row.denuncias),
    })),
  );
  return { items, total, page, size };
}

export async function listReports(db: Executor, page: number, size: number) {
  const [rows, total] = await Promise.all([
    repo.findReportsPage(db, size, (page - 1) * size),
    repo.countReports(db),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      anuncio: { id: Number(row.anuncio_id), titulo: row.titulo, status: row.status },
      autor: { id: Number(row.usuario_id), email: row.autor_email },
      motivo: row.motivo,
      criado_em: toIso(row.created_at),
    })),
    total,
    page,
    size,
  };
}

export const approvedValues = (days: number) => {
  const now = new Date();
  return {
    status: 'publicado' as const,
    motivo_recusa: null,
    publicado_em: now,
    expira_em: expiryFrom(now, days),
  };
};
