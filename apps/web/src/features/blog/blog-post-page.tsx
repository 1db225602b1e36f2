import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { dataPageHandle } from '../../lib/data-page';
import { usePageTitle } from '../../lib/use-page-title';
import { postKeys, postPath, usePost } from './api/posts';
import { PostArticle } from './post-article';
import { PostProposalAside } from './post-proposal-aside';
import { RelatedPosts } from './related-posts';

/** The service the article leads to: the one the editor chose, else the consultancy's diagnosis. */
const DEFAULT_SERVICE = 1;

function Missing() {
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10">
      <h1 className="text-3xl font-extrabold text-navy">Artigo não encontrado</h1>
      <p className="mt-3 text-slate-700">Este artigo não existe ou ainda não foi publicado.</p>
      <Link
        to="/blog"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-accent-strong underline"
      >
        Ver os artigos do blog
      </Link>
    </div>
  );
}

/** /blog/{slug}: one published article, server-rendered with its data (a data page). */
export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const { data: post, error, isPending, refetch, isFetching } = usePost(slug);
  const missing = error instanceof ApiError && error.status === 404;
  usePageTitle(missing ? 'Artigo não encontrado' : (post?.titulo ?? 'Blog'));

  let body: ReactNode;
  if (missing) body = <Missing />;
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar o artigo. Tente novamente."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando artigo…</p>;
  else {
    const servico = post.servico ?? DEFAULT_SERVICE;
    body = (
      <>
        <PostArticle post={post} />
        <PostProposalAside servico={servico} />
        {post.relacionados.length > 0 && <RelatedPosts posts={post.relacionados} />}
      </>
    );
  }
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <Link
          to="/blog"
          className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Todos os artigos
        </Link>
        {body}
      </div>
    </div>
  );
}

export { BlogPostPage as Component };

/** Rendered on the server per request (lib/data-page.ts); an unpublished slug answers 404. */
export const handle = dataPageHandle({
  load: async ({ params }) => {
    const slug = params.slug ?? '';
    return { queries: [{ queryKey: postKeys.detail(slug), path: postPath(slug) }] };
  },
});
