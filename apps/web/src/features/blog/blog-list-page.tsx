import { Rss } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { PaginationControls } from '../../components/ui/pagination-controls';
import { dataPageHandle } from '../../lib/data-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { filtersFromSearch, POSTS_PAGE_SIZE, postKeys, postListPath, usePostList } from './api/posts';
import { PostCard } from './post-card';

const DESCRIPTION =
  'Artigos da RX Odonto sobre radiologia odontológica: proteção radiológica, protocolos de tomografia, equipes e gestão de clínicas.';

/** /blog: the published articles, newest first, optionally of one tag (?tag=). */
export function BlogListPage() {
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params);
  const { data, error, isPending, refetch, isFetching } = usePostList(filters);
  usePageMeta({ title: filters.tag ? `Blog: #${filters.tag}` : 'Blog', description: DESCRIPTION });
  const pages = data ? Math.max(1, Math.ceil(data.total / POSTS_PAGE_SIZE)) : null;
  const hrefOf = (page: number) => {
    const next = new URLSearchParams();
    if (filters.tag) next.set('tag', filters.tag);
    if (page > 1) next.set('page', String(page));
    const query = next.toString();
    return query ? `/blog?${query}` : '/blog';
  };
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">Blog da RX Odonto</p>
        <h1 className="mt-1 text-3xl font-extrabold text-navy sm:text-4xl">
          {filters.tag ? `Artigos sobre #${filters.tag}` : 'Blog'}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{DESCRIPTION}</p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {filters.tag && (
            <Link
              to="/blog"
              className="inline-flex min-h-11 items-center font-semibold text-accent-strong underline"
            >
              Ver todos os artigos
            </Link>
          )}
          <a
            href="/blog/feed.xml"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline"
          >
            <Rss aria-hidden="true" className="size-4" /> Assinar o feed (RSS)
          </a>
        </p>
        <div className="mt-8">
          {error ? (
            <LoadFailure
              error={error}
              message="Não foi possível carregar os artigos. Tente novamente."
              onRetry={refetch}
              retrying={isFetching}
            />
          ) : isPending ? (
            <p className="text-slate-600">Carregando artigos…</p>
          ) : data.items.length === 0 ? (
            <p className="rounded-3xl bg-white p-6 text-slate-700 ring-1 ring-navy/10">
              {filters.tag
                ? 'Nenhum artigo com esta tag ainda.'
                : 'Nenhum artigo publicado ainda. Volte em breve!'}
            </p>
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.map((post) => (
                  <li key={post.slug} className="flex">
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
              {pages !== null && pages > 1 && (
                <div className="mt-8">
                  <PaginationControls
                    page={filters.page}
                    pages={pages}
                    hasNext={filters.page < pages}
                    hrefOf={hrefOf}
                    label="Páginas do blog"
                  />
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export { BlogListPage as Component };

/** Rendered on the server per request with the articles of its URL (lib/data-page.ts). */
export const handle = dataPageHandle({
  load: async ({ url }) => {
    const filters = filtersFromSearch(url.searchParams);
    return { queries: [{ queryKey: postKeys.list(filters), path: postListPath(filters) }] };
  },
});
