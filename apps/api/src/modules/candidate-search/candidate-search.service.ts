// The clinics' candidate list (GET /usuario_candidato/full): one page of published candidates
// newest first, and its total, for the filters the route's query schema parsed
// (candidate-search.query.ts).
import type { CandidatePage } from '@app/shared';
import type { Database } from '../../plugins/db';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import type { SearchQuery } from './candidate-search.query';
import * as repo from './candidate-search.repo';
import { CountCache } from './count-cache';

/** The totals of one app (see count-cache.ts). */
export const createCountCache = () => new CountCache();

/**
 * A page of the list and its total: two queries (the total may come from the cache instead), run
 * together. Photo links are signed here, without a query (reused for a few minutes, photo-link-cache.ts).
 */
export async function listCandidates(
  database: Database,
  photoLinks: PhotoLinkCache,
  counts: CountCache,
  { filter, clinicId, page, size }: SearchQuery,
): Promise<CandidatePage> {
  const key = JSON.stringify([
    filter.tiposProfissao,
    filter.estados,
    [...filter.equipamentos].sort(),
    [...filter.cidades].map((c) => c.toLowerCase()).sort(),
    filter.atuaFora,
  ]);
  // A clinic's saved list is small and changes with each save: counted every time, never cached.
  const count = () => repo.countCandidates(database, filter);
  const [rows, total] = await Promise.all([
    repo.findCandidatePage(database, filter, clinicId, size, (page - 1) * size),
    filter.savedBy === null ? counts.get(key, count) : count(),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      nome: row.nome,
      tipo_profissao: row.tipo_profissao,
      estado: row.estado ?? '',
      cidade: row.cidade ?? '',
      foto_url: row.foto_key ? await photoLinks.link(row.foto_key) : null,
      visualizacoes: Number(row.visualizacoes),
      deseja_atuar_fora: row.atua_fora === true,
      anos_experiencia: row.anos_experiencia === null ? null : Number(row.anos_experiencia),
      published_at: row.published_at,
      salvo: row.salvo === true,
    })),
  );
  return { items, total, page, size };
}
