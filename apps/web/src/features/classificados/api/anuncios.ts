import { ANUNCIO_CATEGORIAS, type AnuncioStatus, canonicalChoice, UFS } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiDelete, apiGet, apiPost, apiPut, queryString } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';

/** Classificados (GET/POST/PUT /api/v1/anuncios…, /api/v1/admin/anuncios…): keys, queries, mutations. */

const BASE = '/api/v1/anuncios';
const ADMIN = '/api/v1/admin/anuncios';
export const ANUNCIOS_PAGE_SIZE = 12;

/** The public list's filters, as kept in the URL of /classificados. */
export interface AnuncioFilters {
  tipo: '' | 'venda' | 'compra';
  categorias: string[];
  estados: string[];
  marca: string;
  cidade: string;
  preco_max: string;
  q: string;
  ordem: 'recentes' | 'preco';
  page: number;
}

export const NO_FILTERS: AnuncioFilters = {
  tipo: '',
  categorias: [],
  estados: [],
  marca: '',
  cidade: '',
  preco_max: '',
  q: '',
  ordem: 'recentes',
  page: 1,
};

const inCatalogue = (catalogue: readonly string[], values: string[]) => {
  const chosen = new Set(values.map((value) => canonicalChoice(catalogue, value)));
  return catalogue.filter((value) => chosen.has(value));
};

export function filtersFromSearch(params: URLSearchParams): AnuncioFilters {
  const tipo = params.get('tipo');
  const page = Number(params.get('page'));
  const price = (params.get('preco_max') ?? '').replace(/\D/g, '');
  return {
    tipo: tipo === 'venda' || tipo === 'compra' ? tipo : '',
    categorias: inCatalogue(ANUNCIO_CATEGORIAS, params.getAll('categorias')),
    estados: inCatalogue(UFS, params.getAll('estados')),
    marca: (params.get('marcas') ?? '').trim(),
    cidade: (params.get('cidade') ?? '').trim(),
    preco_max: price,
    q: (params.get('q') ?? '').trim(),
    ordem: params.get('ordem') === 'preco' ? 'preco' : 'recentes',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search of the filters (empty values, 'recentes' and page 1 left out). */
export function filtersToSearch(filters: AnuncioFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tipo) params.set('tipo', filters.tipo);
  for (const value of filters.categorias) params.append('categorias', value);
  for (const value of filters.estados) params.append('estados', value);
  if (filters.marca) params.set('marcas', filters.marca);
  if (filters.cidade) params.set('cidade', filters.cidade);
  if (filters.preco_max) params.set('preco_max', filters.preco_max);
  if (filters.q) params.set('q', filters.q);
  if (filters.ordem === 'preco') params.set('ordem', 'preco');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const anuncioKeys = {
  all: ['anuncios'] as const,
  list: (filters: AnuncioFilters) => ['anuncios', 'lista', filters] as const,
  detailFor: (id: number, viewer: 'visitante' | 'sessao') => ['anuncios', 'detalhe', id, viewer] as const,
  mine: (page: number) => ['anuncios', 'meus', page] as const,
  admin: (status: AnuncioStatus, page: number) => ['anuncios', 'admin', status, page] as const,
  reports: (page: number) => ['anuncios', 'denuncias', page] as const,
};

/** The GET path of a page of the public list (the same for the browser and the server render). */
export function anuncioListPath(filters: AnuncioFilters): string {
  return `${BASE}?${queryString(anuncioListQuery(filters))}`;
}

/** The API query of a page of the public list (one spelling for the browser's call and the path). */
function anuncioListQuery(filters: AnuncioFilters) {
  return {
    tipo: filters.tipo || undefined,
    categorias: filters.categorias,
    estados: filters.estados,
    marcas: filters.marca || undefined,
    cidade: filters.cidade || undefined,
    preco_max: filters.preco_max || undefined,
    q: filters.q || undefined,
    ordem: filters.ordem === 'preco' ? ('preco' as const) : undefined,
    page: filters.page,
    size: ANUNCIOS_PAGE_SIZE,
  };
}
export const anuncioPath = (id: number): string => `${BASE}/${id}`;
const ANUNCIO = '/api/v1/anuncios/{id}';

export function useAnuncioList(filters: AnuncioFilters) {
  return useQuery({
    queryKey: anuncioKeys.list(filters),
    queryFn: ({ signal }) => apiGet(BASE, { query: anuncioListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

/** One ad: a visitor's answer may come with the page; a signed-in user's is fetched after hydration. */
export function useAnuncio(id: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: anuncioKeys.detailFor(id, loggedIn ? 'sessao' : 'visitante'),
    queryFn: ({ signal }) => apiGet(ANUNCIO, { path: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
    retry: false,
    retryOnMount: false,
  });
}

export function useMeusAnuncios(page: number) {
  return useQuery({
    queryKey: anuncioKeys.mine(page),
    queryFn: ({ signal }) => apiGet('/api/v1/anuncios/meus', { signal, query: { page, size: 20 } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminAnuncios(status: AnuncioStatus, page: number) {
  return useQuery({
    queryKey: anuncioKeys.admin(status, page),
    queryFn: ({ signal }) => apiGet(ADMIN, { signal, query: { status, page, size: 20 } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAnuncioReports(page: number) {
  return useQuery({
    queryKey: anuncioKeys.reports(page),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/admin/anuncios/denuncias', { signal, query: { page, size: 20 } }),
    retry: false,
  });
}

/** Every change reads the ads again. */
function useAnuncioMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anuncioKeys.all }),
  });
}

export const useSaveAnuncio = () =>
  useAnuncioMutation(({ id, input }: { id?: number; input: ApiBody<'post', '/api/v1/anuncios'> }) =>
    id ? apiPut(ANUNCIO, { path: { id }, body: input }) : apiPost(BASE, { body: input }),
  );

export const useUploadFotos = () =>
  useAnuncioMutation(({ id, files }: { id: number; files: File[] }) => {
    const body = new FormData();
    for (const file of files) body.append('fotos', file, file.name);
    return apiPost(`${ANUNCIO}/fotos`, { path: { id }, body, timeoutMs: 60_000 });
  });

export const useDeleteFoto = () =>
  useAnuncioMutation(({ id, fotoId }: { id: number; fotoId: number }) =>
    apiDelete(`${ANUNCIO}/fotos/{fotoId}`, { path: { id, fotoId } }),
  );

export const useEncerrarAnuncio = () =>
  useAnuncioMutation(({ id, motivo }: { id: number; motivo: 'vendido' | 'desisti' }) =>
    apiPost(`${ANUNCIO}/encerrar`, { path: { id }, body: { motivo } }),
  );

export const useContatoAnuncio = () =>
  useAnuncioMutation(({ id, mensagem }: { id: number; mensagem: string }) =>
    apiPost(`${ANUNCIO}/contato`, { path: { id }, body: { mensagem } }),
  );

export const useDenunciarAnuncio = () =>
  useAnuncioMutation(({ id, motivo }: { id: number; motivo: string }) =>
    apiPost(`${ANUNCIO}/denuncias`, { path: { id }, body: { motivo } }),
  );

export const useModerarAnuncio = () =>
  useAnuncioMutation(
    ({ id, action, motivo }: { id: number; action: 'aprovar' | 'recusar'; motivo?: string }) =>
      action === 'recusar'
        ? apiPost(`${ADMIN}/{id}/recusar`, { path: { id }, body: { motivo: motivo ?? '' } })
        : apiPost(`${ADMIN}/{id}/aprovar`, { path: { id } }),
  );

/** Counts the view of the page (not awaited by anything; the owner's is not counted by the API). */
export const countView = (id: number) =>
  apiPost(`${ANUNCIO}/visualizacoes`, { path: { id } }).catch(() => undefined);

/** The wa.me link of the owner, for a signed-in person. */
export const fetchWhatsapp = (id: number) => apiGet(`${ANUNCIO}/whatsapp`, { path: { id } });
