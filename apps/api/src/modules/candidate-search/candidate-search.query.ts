// The query string of the clinics' candidate list is parsed by the route's schema, declared in the
// contract (packages/shared/src/contract/candidate-search.ts: each filter repeatable or
// comma-separated, checked against the catalogues; page and size positive integers; a bad value is
// a 422 whose `errors` names the parameter). Here, the parsed query as the list's filter and paging.
import { searchQuerySchema } from '@app/shared/contract';
import type { z } from 'zod';
import type { SearchFilter } from './candidate-search.repo';

export { searchQuerySchema };

export interface SearchQuery {
  filter: SearchFilter;
  /** The clinic asking (each card says whether it saved the candidate). */
  clinicId: number;
  page: number;
  size: number;
}

/** The parsed query string as the list's filter and paging, for the clinic `clinicId`. */
export const searchQueryOf = (query: z.output<typeof searchQuerySchema>, clinicId: number): SearchQuery => ({
  filter: {
    tiposProfissao: query.tipos_profissao,
    estados: query.estados,
    equipamentos: query.equipamentos,
    cidades: query.cidades,
    atuaFora: query.deseja_atuar_fora,
    savedBy: query.salvos ? clinicId : null,
  },
  clinicId,
  page: query.page,
  size: query.size,
});
