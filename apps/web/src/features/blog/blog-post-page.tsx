import { serviceTitle } from '@app/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { dataPageHandle } from '../../lib/data-page';
import { usePageTitle } from '../../lib/use-page-title';
import { ProposalButton } from '../proposals';
import { postKeys, postPath, usePost } from './api/posts';
import { formatPostDate, readingTimeLabel } from './display';
import { PostCard } from './post-card';
import { PROSE_CLASSES } from './prose';
import { TagLinks } from './tag-links';

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
        <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-navy/10">
          {post.capa && (
            <img
              src={post.capa.url}
              alt={post.capa.alt}
              width={1200}
              height={630}
              fetchPriority="high"
              className="aspect-[1200/630] w-full bg-mist object-cover"
            />
          )}
          <div className="p-6 sm:p-10">
            <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">{post.titulo}</h1>
            <p className="mt-3 text-slate-700">
              Por <span className="font-semibold">{post.autor}</span> ·{' '}
              <time dateTime={post.publicado_em}>{formatPostDate(post.publicado_em)}</time> ·{' '}
              {readingTimeLabel(post.minutos_leitura)}
            </p>
            <div className="mt-4">
              <TagLinks tags={post.tags} />
            </div>
            <p className="mt-6 text-lg text-slate-800">{post.resumo}</p>
            <div
              className={`mt-6 ${PROSE_CLASSES}`}
              // Rendered and sanitised by the API (modules/blog/blog.markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
              dangerouslySetInnerHTML={{ __html: post.html }}
            />
          </div>
        </article>
        <aside aria-labelledby="proposta-titulo" className="mt-8 rounded-3xl bg-navy p-6 text-white sm:p-10">
          <h2 id="proposta-titulo" className="text-2xl font-bold">
            Precisa de ajuda com isso na sua clínica?
          </h2>
          <p className="mt-2 text-white/90">
            A RX Odonto oferece o serviço <strong>{serviceTitle(servico)}</strong>. Peça uma proposta sem
            compromisso.
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <ProposalButton
              servico={servico}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-navy hover:bg-white"
            />
            <Link
              to={`/servicos/${servico}`}
              className="inline-flex min-h-11 items-center font-semibold text-white underline"
            >
              Conhecer o serviço
            </Link>
          </div>
        </aside>
        {post.relacionados.length > 0 && (
          <section aria-labelledby="relacionados-titulo" className="mt-10">
            <h2 id="relacionados-titulo" className="text-2xl font-bold text-navy">
              Artigos relacionados
            </h2>
            <ul className="mt-4 grid gap-6 md:grid-cols-3">
              {post.relacionados.map((related) => (
                <li key={related.slug} className="flex">
                  <PostCard post={related} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
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
