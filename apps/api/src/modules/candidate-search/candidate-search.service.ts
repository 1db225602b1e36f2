// The clinics' candidate list (GET /usuario_candidato/full): one page of published candidates
// newest first, and its total, for the filters the route's query schema parsed
// (candidate-search.query.ts).
import { type CandidatePage, currentMonthIndex, experienceMonths } from '@app/shared';
import type { Database } from '../../plugins/db';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import type { SearchQuery } from './candidate-search.query';
import * as repo from './candidate-search.repo';
import { CountCache } from './count-cache';
import { KeptPageReads } from './kept-page-reads';
import type { ListEvents } from './list-events';
import { PageCache, type SharedCard, type SharedPage, sharedPage } from './page-cache';

/** The caches of the list, one set per app. */
export interface ListCaches {
  counts: CountCache;
  pages: PageCache;
  /** The newest list version seen (lista_candidatos_versao); a newer one empties both caches. */
  version?: number;
  /** PGlite: the database's notifications, so that a kept page needs no query (list-events.ts). */
  events?: ListEvents;
  /** PostgreSQL: a kept page's one query, shared by the requests of the same moment. */
  reads: KeptPageReads;
}

/** Notes the list's version of an answer: a newer one than seen forgets every kept page and total. */
function observe(caches: ListCaches, version: number): boolean {
  if (caches.version !== undefined && version <= caches.version) return false;
  const changed = caches.version !== undefined;
  caches.version = version;
  if (changed) {
    caches.pages.clear();
    caches.counts.clear();
  }
  return changed;
}

const cardOf = async (
  photoLinks: PhotoLinkCache,
  row: repo.CandidateCardRow,
  monthNow: number,
): Promise<SharedCard> => {
  const months = experienceMonths({ meses: row.experiencia_meses, desde: row.experiencia_desde }, monthNow);
  return {
    id: Number(row.id),
    nome: row.nome,
    tipo_profissao: row.tipo_profissao,
    estado: row.estado ?? '',
    cidade: row.cidade ?? '',
    foto_url: row.foto_key ? await photoLinks.link(row.foto_key) : null,
    visualizacoes: Number(row.visualizacoes),
    deseja_atuar_fora: row.atua_fora === true,
    meses_experiencia: months,
    anos_experiencia: months === null ? null : Math.floor(months / 12),
    published_at: row.published_at,
    disponibilidade_confirmada_em: row.disponivel_em,
  };
};

/** One answer of the list: the shared part of its page and the asking clinic's saved flags. */
export interface CandidateList {
  shared: SharedPage;
  /** `salvo` of each card, in order. */
  salvo: boolean[];
  page: number;
  size: number;
}

/** The answer as an object (the shape of candidatePageSchema). */
export const pageOf = ({ shared, salvo, page, size }: CandidateList): CandidatePage => ({
  items: shared.cards.map((card, i) => ({ ...card, salvo: salvo[i] === true })),
  total: shared.total,
  page,
  size,
});

/**
 * The answer as JSON: each card's JSON is written once per page read (page-cache.ts) and
 * completed with its `salvo`; the same text as JSON.stringify(pageOf(list)), without building 50
 * objects and escaping their strings again on every request. When the clinic saved none of the
 * page's cards (most requests), the page's bytes encoded once are sent again.
 */
export function jsonOf(list: CandidateList): string | Buffer {
  const { shared, salvo } = list;
  if (salvo.includes(true)) return textOf(list);
  const { page, size } = list;
  const kept = shared.unsaved;
  // A kept page answered with a newer total is a copy of it (listCandidates): written again.
  if (kept?.page === page && kept.size === size && kept.total === shared.total) return kept.bytes;
  const bytes = Buffer.from(textOf(list));
  shared.unsaved = { page, size, total: shared.total, bytes };
  return bytes;
}

function textOf({ shared, salvo, page, size }: CandidateList): string {
  let items = '';
  for (let i = 0; i < shared.json.length; i++)
    items += `${i ? ',' : ''}${shared.json[i]},"salvo":${salvo[i] === true}}`;
  return `{"items":[${items}],"total":${shared.total},"page":${page},"size":${size}}`;
}

/**
 * A page of the list and its total. A page kept by the page cache (large results, 3 s) costs no
 * query on PGlite (list-events.ts) and, on PostgreSQL, a share of one small query read with the
 * requests of the same moment (the list's version and the asking clinic's saved flags of its
 * cards, kept-page-reads.ts); otherwise the page query (saved flags
 * included) and the count run together, the count often answered by its own cache. Photo links
 * are signed here, without a query (reused for a few minutes, photo-link-cache.ts).
 */
export async function listCandidates(
  database: Database,
  photoLinks: PhotoLinkCache,
  caches: ListCaches,
  { filter, clinicId, page, size }: SearchQuery,
): Promise<CandidateList> {
  const { counts, pages } = caches;
  const key = JSON.stringify([
    filter.tiposProfissao,
    filter.estados,
    [...filter.equipamentos].sort(),
    [...filter.cidades].map((c) => c.toLowerCase()).sort(),
    filter.atuaFora,
  ]);
  // A clinic's saved list is small and changes with each save: counted every time, never cached.
  const count = () => repo.countCandidates(database, filter);
  const total = () => (filter.savedBy === null ? counts.get(key, count) : count());
  const pageKey = `${key}|${page}|${size}`;
  const kept = filter.savedBy === null ? pages.get(pageKey) : undefined;
  const events = caches.events;
  if (kept && events) {
    observe(caches, events.version);
    if (kept.version === events.version) {
      const [sum, saved] = await Promise.all([total(), events.savedOf(clinicId)]);
      const shared = sum === kept.total ? kept : { ...kept, total: sum };
      return { shared, salvo: kept.cards.map((c) => saved.has(c.id)), page, size };
    }
  } else if (kept) {
    const [sum, { saved, version }] = await Promise.all([
      total(),
      caches.reads.read(
        clinicId,
        kept.cards.map((c) => c.id),
      ),
    ]);
    observe(caches, version);
    if (version === kept.version) {
      // The total follows its own cache (count-cache.ts), as for a page read now.
      const shared = sum === kept.total ? kept : { ...kept, total: sum };
      return { shared, salvo: kept.cards.map((c) => saved.has(c.id)), page, size };
    }
    // The list changed since the page was read (the caches were emptied): read it again.
  }
  const [rows, first] = await Promise.all([
    repo.findCandidatePage(database, filter, clinicId, size, (page - 1) * size),
    total(),
  ]);
  const version = rows.length > 0 ? Number(rows[0]?.versao) : undefined;
  // A newer list than the total's: count again.
  const sum = version !== undefined && observe(caches, version) ? await total() : first;
  const monthNow = currentMonthIndex();
  const shared = sharedPage(
    await Promise.all(rows.map((row) => cardOf(photoLinks, row, monthNow))),
    sum,
    version ?? -1,
  );
  if (filter.savedBy === null && version !== undefined) pages.offer(pageKey, shared);
  return { shared, salvo: rows.map((row) => row.salvo === true), page, size };
}

/** The list's caches of one app: totals (count-cache.ts) and shared pages (page-cache.ts). */
export const createListCaches = (database: Database, events?: ListEvents): ListCaches => ({
  counts: new CountCache(),
  pages: new PageCache(),
  reads: new KeptPageReads(database),
  ...(events ? { events } : {}),
});
