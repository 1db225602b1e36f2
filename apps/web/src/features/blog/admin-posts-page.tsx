import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '@app/shared';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminPosts } from './api/posts';
import { formatPostDateTime } from './display';

const PILL: Record<PostStatus, string> = {
  rascunho: 'bg-slate-100 text-slate-800',
  agendado: 'bg-amber-100 text-amber-900',
  publicado: 'bg-emerald-100 text-emerald-900',
};

/** /admin/blog: every article (drafts, scheduled, published), the last changed first. */
export function AdminPostsPage() {
  usePageTitle('Blog');
  const [params] = useSearchParams();
  const status = POST_STATUSES.find((s) => s === params.get('status')) ?? '';
  const posts = useAdminPosts(status);
  const filterLink = (value: string, label: string) => (
    <Link
      key={value || 'todos'}
      to={value ? `/admin/blog?status=${value}` : '/admin/blog'}
      aria-current={status === value ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-navy/15 ${
        status === value ? 'bg-navy text-white' : 'bg-white text-navy hover:bg-navy/5'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-navy">Blog</h1>
        <Link to="/admin/blog/novo" className={buttonClasses({ variant: 'primary' })}>
          <Plus aria-hidden="true" className="size-4" /> Novo artigo
        </Link>
      </div>
      <nav aria-label="Situação dos artigos" className="mb-6 flex flex-wrap gap-2">
        {filterLink('', 'Todos')}
        {POST_STATUSES.map((s) => filterLink(s, `${POST_STATUS_LABELS[s]}s`))}
      </nav>
      {posts.error ? (
        <LoadFailure
          error={posts.error}
          message="Não foi possível carregar os artigos."
          onRetry={posts.refetch}
          retrying={posts.isFetching}
        />
      ) : posts.isPending ? (
        <p className="text-slate-600">Carregando artigos…</p>
      ) : posts.data.items.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-navy/10">Nenhum artigo ainda.</p>
      ) : (
        <ul className="grid gap-2">
          {posts.data.items.map((post) => (
            <li
              key={post.id}
              data-testid="artigo"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-navy/10"
            >
              <div className="min-w-0">
                <Link to={`/admin/blog/${post.id}`} className="font-semibold text-navy underline">
                  {post.titulo}
                </Link>
                <p className="text-sm text-slate-600">
                  /blog/{post.slug} · {post.autor}
                  {post.publicado_em &&
                    ` · ${post.status === 'agendado' && !post.visivel ? 'agendado para' : 'publicado em'} ${formatPostDateTime(post.publicado_em)}`}
                </p>
              </div>
              <span className={`rounded-full px-3 py-1 text-xs font-bold ${PILL[post.status]}`}>
                {post.status === 'agendado' && post.visivel ? 'Publicado' : POST_STATUS_LABELS[post.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { AdminPostsPage as Component };
