import {
  type applicantsPageSchema,
  canonicalChoice,
  type minhasVagasPageSchema,
  PROFESSIONS,
  TIPOS_CONTRATO,
  UFS,
  type VagaPayload,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, apiPut, queryString } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';

/** Job postings (GET/POST/PUT /api/v1/vagas…): query keys, queries and mutations. */

const BASE = '/api/v1/vagas';
export const VAGAS_PAGE_SIZE = 10;
/** Page sizes of the clinic's postings (/minhas-vagas) and of a posting's applicants. */
export const MINHAS_VAGAS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_SIZE = 24;

export type MinhasVagasPage = z.infer<typeof minhasVagasPageSchema>;
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

/** The public list's filters, as kept in the URL of /vagas. */
export interface VagaFilters {
  tipos_profissao: string[];
  estados: string[];
  tipos_contrato: string[];
  /** One city (`?cidade=`), as the API matches it. */
  cidade: string;
  q: string;
  /** Only postings of clinics the consultancy verified (`?verificadas=true`). */
  verificadas?: boolean | undefined;
  page: number;
}

/** The repeatable filters: each may hold several values (repeated in the URL, as the API takes them). */
export const LIST_FILTER_KEYS = ['tipos_profissao', 'estados', 'tipos_contrato'] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** Each repeatable filter's catalogue, in the order the filters show it. */
const CATALOGUES: Record<ListFilterKey, readonly string[]> = {
  tipos_profissao: PROFESSIONS,
  estados: UFS,
  tipos_contrato: TIPOS_CONTRATO,
};

export const NO_FILTERS: VagaFilters = {
  tipos_profissao: [],
  estados: [],
  tipos_contrato: [],
  cidade: '',
  q: '',
  page: 1,
};

/**
 * The filters of a URL search. Each list holds its catalogue's spelling (case and accents
 * ignored), once, in the catalogue's order; values outside the catalogue are left out.
 */
export function filtersFromSearch(params: URLSearchParams): VagaFilters {
  const list = (key: ListFilterKey) => {
    const chosen = new Set(params.getAll(key).map((value) => canonicalChoice(CATALOGUES[key], value)));
    return CATALOGUES[key].filter((value) => chosen.has(value));
  };
  return {
    tipos_profissao: list('tipos_profissao'),
    estados: list('estados'),
    tipos_contrato: list('tipos_contrato'),
    cidade: (params.get('cidade') ?? '').trim(),
    q: (params.get('q') ?? '').trim(),
    verificadas: params.get('verificadas') === 'true' || undefined,
    page: pageFromSearch(params),
  };
}

/** The `page` of a URL search: a whole number from 1; anything else is page 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The URL of another page of a list that keeps nothing else in its search. */
export const pageHref = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);

/** The URL search of the filters: each list value repeated under its key; empty values and page 1 left out. */
export function filtersToSearch(filters: VagaFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_FILTER_KEYS) for (const value of filters[key]) params.append(key, value);
  if (filters.cidade) params.set('cidade', filters.cidade);
  if (filters.q) params.set('q', filters.q);
  if (filters.verificadas) params.set('verificadas', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter or search text in force (the page number aside). */
export const hasFilters = (filters: VagaFilters): boolean =>
  Boolean(filters.q) ||
  Boolean(filters.cidade) ||
  Boolean(filters.verificadas) ||
  LIST_FILTER_KEYS.some((key) => filters[key].length > 0);

/** The number of pages of a list answer (at least 1). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

export const vagaKeys = {
  all: ['vagas'] as const,
  list: (filters: VagaFilters) => ['vagas', 'lista', filters] as const,
  /** Every version of a posting (the visitor's and the signed-in user's). */
  detail: (id: number) => ['vagas', 'detalhe', id] as const,
  /**
   * A posting as a visitor sees it (rendered on the server and sent with the page) or as the
   * signed-in user does (with their application): two answers of the same route.
   */
  detailFor: (id: number, viewer: 'visitante' | 'sessao') => ['vagas', 'detalhe', id, viewer] as const,
  mine: (page: number) => ['vagas', 'minhas', page] as const,
  /** Every page of a posting's applicants. */
  applicantsOf: (id: number) => ['vagas', 'candidaturas', id] as const,
  applicants: (id: number, page: number) => ['vagas', 'candidaturas', id, page] as const,
};

/** The API query of a page of the public list (the same for the browser and the server render). */
function listQuery(filters: VagaFilters) {
  return {
    tipos_profissao: filters.tipos_profissao,
    estados: filters.estados,
    tipos_contrato: filters.tipos_contrato,
    cidade: filters.cidade || undefined,
    q: filters.q || undefined,
    verificadas: filters.verificadas ? 'true' : undefined,
    page: filters.page,
    size: VAGAS_PAGE_SIZE,
  };
}

/** The GET path of a page of the public list. */
export function vagaListPath(filters: VagaFilters): string {
  return `${BASE}?${queryString(listQuery(filters))}`;
}
/** The GET path of one posting. */
export const vagaPath = (id: number): string => `${BASE}/${id}`;

export function useVagaList(filters: VagaFilters) {
  return useQuery({
    queryKey: vagaKeys.list(filters),
    queryFn: ({ signal }) => apiGet(BASE, { signal, query: listQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One posting. A visitor's answer may come with the page (server-rendered); a signed-in user's
 * is fetched after the hydration, the visitor's shown meanwhile.
 */
export function useVaga(id: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: vagaKeys.detailFor(id, loggedIn ? 'sessao' : 'visitante'),
    queryFn: ({ signal }) => apiGet('/api/v1/vagas/{id}', { path: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    retry: false,
    // A 404 sent with the page is the answer: it is not asked again when the page mounts.
    retryOnMount: false,
  });
}

export function useMinhasVagas(page: number) {
  return useQuery({
    queryKey: vagaKeys.mine(page),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/vagas/minhas', {
        signal,
        query: { page, size: MINHAS_VAGAS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One page of a posting's applicants, best match first across all pages. */
export function useApplicants(id: number, page: number) {
  return useQuery({
    queryKey: vagaKeys.applicants(id, page),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/vagas/{id}/candidaturas', {
        path: { id },
        signal,
        query: { ordem: 'match', page, size: APPLICANTS_PAGE_SIZE },
      }),
    // Another page of the same posting keeps the previous one on screen until it arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    retry: false,
  });
}

/** Creates (no id) or updates (id) a posting; the postings are read again. */
export function useSaveVaga() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: VagaPayload }) =>
      id ? apiPut('/api/v1/vagas/{id}', { path: { id }, body: input }) : apiPost(BASE, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vagaKeys.all }),
  });
}

/** Closes ('encerrar') or reopens ('reabrir') a posting. */
export function useVagaStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'encerrar' | 'reabrir' }) =>
      action === 'encerrar'
        ? apiPost('/api/v1/vagas/{id}/encerrar', { path: { id } })
        : apiPost('/api/v1/vagas/{id}/reabrir', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vagaKeys.all }),
  });
}
