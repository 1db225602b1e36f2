import type { PostInput, PostStatus } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, queryString } from '../../../lib/api';

/** The blog's API (GET /api/v1/posts…, /api/v1/admin/posts…): query keys, queries and mutations. */

const BASE = '/api/v1/posts';
const ADMIN = '/api/v1/admin/posts';
export const POSTS_PAGE_SIZE = 12;

export interface PostFilters {
  tag: string;
  page: number;
}

export const postKeys = {
  all: ['posts'] as const,
  list: (filters: PostFilters) => ['posts', 'lista', filters] as const,
  detail: (slug: string) => ['posts', 'detalhe', slug] as const,
  admin: ['posts', 'admin'] as const,
  adminList: (status: string) => ['posts', 'admin', 'lista', status] as const,
  adminDetail: (id: number) => ['posts', 'admin', 'detalhe', id] as const,
};

/** The filters of /blog's URL (?tag=&page=). */
export function filtersFromSearch(params: URLSearchParams): PostFilters {
  const page = Number(params.get('page'));
  return {
    tag: (params.get('tag') ?? '').trim().toLowerCase().slice(0, 40),
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** The API path of a page of the public list (the same for the browser and the server render). */
/** The API query of a page of the list (one spelling for the browser's call and the path). */
const postListQuery = (filters: PostFilters) => ({
  tag: filters.tag || undefined,
  page: filters.page,
  size: POSTS_PAGE_SIZE,
});

export function postListPath(filters: PostFilters): string {
  return `${BASE}?${queryString(postListQuery(filters))}`;
}

export const postPath = (slug: string) => `${BASE}/${encodeURIComponent(slug)}`;

export function usePostList(filters: PostFilters) {
  return useQuery({
    queryKey: postKeys.list(filters),
    queryFn: ({ signal }) => apiGet(BASE, { query: postListQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePost(slug: string) {
  return useQuery({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => apiGet('/api/v1/posts/{slug}', { path: { slug }, signal }),
    retry: false,
    retryOnMount: false,
  });
}

/** `status` '' lists every article. */
export function useAdminPosts(status: PostStatus | '') {
  return useQuery({
    queryKey: postKeys.adminList(status),
    queryFn: ({ signal }) => apiGet(ADMIN, { signal, query: { status: status || undefined, size: 100 } }),
    retry: false,
  });
}

export function useAdminPost(id: number | null) {
  return useQuery({
    queryKey: postKeys.adminDetail(id ?? 0),
    queryFn: ({ signal }) => apiGet('/api/v1/admin/posts/{id}', { path: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useSavePost(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) =>
      id === null
        ? apiPost(ADMIN, { body: input })
        : apiPut('/api/v1/admin/posts/{id}', { path: { id }, body: input }).then((post) => ({
            id: post.id,
            slug: post.slug,
          })),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/v1/admin/posts/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** The Markdown as the article will show it (rendered and sanitised by the API). */
export const previewMarkdown = (conteudo: string, signal?: AbortSignal) =>
  apiPost('/api/v1/admin/posts/previa', { body: { conteudo }, signal });

/** Uploads an image of the blog (the article's, or one not yet attached when it is new). */
export function uploadPostImage(id: number | null, file: File) {
  const body = new FormData();
  body.append('arquivo', file);
  return id === null
    ? apiPost('/api/v1/admin/posts/imagens', { body })
    : apiPost('/api/v1/admin/posts/{id}/imagens', { path: { id }, body });
}
