import type { AdminPost } from '@app/shared';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminPost } from './api/posts';
import { PostDraftFields } from './post-draft-fields';
import { PostSaveActions } from './post-save-actions';
import { usePostEditor } from './use-post-editor';

/** /admin/blog/novo and /admin/blog/{id}: the article editor. */
export function PostEditorPage() {
  const param = useParams().id;
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  const existing = useAdminPost(id);
  usePageTitle(id === null ? 'Novo artigo' : 'Editar artigo');
  if (id !== null && existing.error)
    return (
      <LoadFailure
        error={existing.error}
        message="Não foi possível carregar o artigo."
        onRetry={existing.refetch}
        retrying={existing.isFetching}
      />
    );
  if (id !== null && !existing.data) return <p className="text-slate-600">Carregando artigo…</p>;
  return <Editor key={id ?? 'novo'} id={id} post={existing.data ?? null} />;
}

/** The editor of one article (new when `id` is null), keyed by it. */
function Editor({ id, post }: { id: number | null; post: AdminPost | null }) {
  const { draft, set, errors, failure, done, saving, submit } = usePostEditor(id, post);
  return (
    <section>
      <p className="mb-2">
        <Link
          to="/admin/blog"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-strong underline"
        >
          Voltar aos artigos
        </Link>
      </p>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">
        {id === null ? 'Novo artigo' : 'Editar artigo'}
      </h1>
      <form
        noValidate
        className="grid gap-5 rounded-3xl bg-white p-5 ring-1 ring-navy/10 sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          submit('publicado');
        }}
      >
        <PostDraftFields id={id} draft={draft} errors={errors} set={set} />
        <PostSaveActions failure={failure} done={done} saving={saving} onSave={submit} />
      </form>
    </section>
  );
}

export { PostEditorPage as Component };
