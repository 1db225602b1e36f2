import { type AdminPost, POST_LIMITS, type PostInput, SERVICE_CATALOGUE, slugify } from '@app/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadFailure } from '../../components/ui/load-failure';
import { SelectField } from '../../components/ui/select-field';
import { TagInput } from '../../components/ui/tag-input';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { userMessage } from '../../lib/user-message';
import { useAdminPost, useSavePost } from './api/posts';
import { CoverField } from './cover-field';
import { fromLocalInput, toLocalInput } from './display';
import { MarkdownEditor } from './markdown-editor';

interface Draft {
  titulo: string;
  slug: string;
  slugEdited: boolean;
  resumo: string;
  conteudo: string;
  tags: string[];
  autor: string;
  servico: string;
  capa: { imagem_id: number; url: string; alt: string } | null;
  publicarEm: string;
}

const EMPTY: Draft = {
  titulo: '',
  slug: '',
  slugEdited: false,
  resumo: '',
  conteudo: '',
  tags: [],
  autor: '',
  servico: '',
  capa: null,
  publicarEm: '',
};

const fromPost = (post: AdminPost): Draft => ({
  titulo: post.titulo,
  slug: post.slug,
  slugEdited: true,
  resumo: post.resumo,
  conteudo: post.conteudo,
  tags: post.tags,
  autor: post.autor,
  servico: post.servico ? String(post.servico) : '',
  capa: post.capa,
  publicarEm: post.status === 'agendado' ? toLocalInput(post.publicado_em) : '',
});

const SERVICE_OPTIONS = SERVICE_CATALOGUE.map((s) => ({ value: String(s.id), label: s.titulo }));
type Action = 'rascunho' | 'publicado' | 'agendado';
interface Done {
  message: string;
  slug: string;
  status: Action;
}
const DONE: Record<Action, string> = {
  rascunho: 'Rascunho salvo.',
  publicado: 'Artigo publicado.',
  agendado: 'Publicação agendada.',
};

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

function Editor({ id, post }: { id: number | null; post: AdminPost | null }) {
  const [draft, setDraft] = useState<Draft>(post ? fromPost(post) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // After the first save the page moves to /admin/blog/{id}: the message comes along.
  const carried = (useLocation().state as { done?: Done } | null)?.done ?? null;
  const [done, setDone] = useState<Done | null>(carried);
  const save = useSavePost(id);
  const navigate = useNavigate();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (status: Action) => {
    setFailure(null);
    setDone(null);
    const publicar_em = status === 'agendado' ? fromLocalInput(draft.publicarEm) : null;
    if (status === 'agendado' && !publicar_em) {
      setErrors({ publicar_em: 'Informe data e hora da publicação.' });
      return;
    }
    const input: PostInput = {
      titulo: draft.titulo,
      slug: draft.slug,
      resumo: draft.resumo,
      conteudo: draft.conteudo,
      tags: draft.tags,
      autor: draft.autor,
      capa: draft.capa ? { imagem_id: draft.capa.imagem_id, alt: draft.capa.alt } : null,
      servico: draft.servico ? Number(draft.servico) : null,
      status,
      publicar_em,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        setErrors({});
        const next = { message: DONE[status], slug: saved.slug, status };
        setDone(next);
        if (id === null) navigate(`/admin/blog/${saved.id}`, { replace: true, state: { done: next } });
      },
      onError: (error) => {
        const fields =
          error instanceof ApiError
            ? (error.body as { errors?: { field: string; message: string }[] })?.errors
            : undefined;
        setErrors(
          Object.fromEntries((fields ?? []).map((f) => [f.field.split('.')[0] ?? f.field, f.message])),
        );
        setFailure(
          error instanceof ApiError && error.status === 422 && error.detail
            ? error.detail
            : userMessage(error, 'Não foi possível salvar o artigo. Tente novamente.'),
        );
      },
    });
  };

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
        <TextField
          label="Título"
          value={draft.titulo}
          maxLength={POST_LIMITS.titulo}
          error={errors.titulo}
          onChange={(e) =>
            set({ titulo: e.target.value, ...(draft.slugEdited ? {} : { slug: slugify(e.target.value) }) })
          }
        />
        <TextField
          label="Endereço (slug)"
          hint={`O artigo fica em /blog/${draft.slug || '…'}`}
          value={draft.slug}
          error={errors.slug}
          onChange={(e) => set({ slug: e.target.value, slugEdited: true })}
        />
        <TextAreaField
          label="Resumo"
          rows={3}
          hint={`${draft.resumo.length} de ${POST_LIMITS.resumo} caracteres`}
          maxLength={POST_LIMITS.resumo}
          value={draft.resumo}
          error={errors.resumo}
          onChange={(e) => set({ resumo: e.target.value })}
        />
        <CoverField id={id} cover={draft.capa} error={errors.capa} onChange={(capa) => set({ capa })} />
        <TagInput
          label="Tags"
          values={draft.tags}
          freeEntry
          onChange={(tags) => set({ tags })}
          hint="Ex.: proteção radiológica, tomografia, LGPD"
        />
        <TextField
          label="Autor"
          value={draft.autor}
          error={errors.autor}
          onChange={(e) => set({ autor: e.target.value })}
        />
        <SelectField
          label="Serviço do botão 'Solicitar proposta'"
          optional
          placeholder="Diagnóstico 360 (padrão)"
          options={SERVICE_OPTIONS}
          value={draft.servico}
          error={errors.servico}
          onChange={(e) => set({ servico: e.target.value })}
        />
        <MarkdownEditor
          id={id}
          value={draft.conteudo}
          error={errors.conteudo}
          onChange={(conteudo) => set({ conteudo })}
        />
        <TextField
          type="datetime-local"
          label="Publicar em (horário de Brasília)"
          hint="Para 'Agendar': o artigo aparece no blog nesta data e hora."
          optional
          value={draft.publicarEm}
          error={errors.publicar_em}
          onChange={(e) => set({ publicarEm: e.target.value })}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        {done && (
          <p role="status" className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
            {done.message}{' '}
            {done.status === 'publicado' && (
              <Link to={`/blog/${done.slug}`} className="font-semibold underline">
                Ver no blog
              </Link>
            )}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending && save.variables?.status === 'publicado'}>
            Publicar
          </Button>
          <Button
            variant="outline"
            onClick={() => submit('agendado')}
            loading={save.isPending && save.variables?.status === 'agendado'}
          >
            Agendar
          </Button>
          <Button
            variant="ghost"
            onClick={() => submit('rascunho')}
            loading={save.isPending && save.variables?.status === 'rascunho'}
          >
            Salvar rascunho
          </Button>
        </div>
      </form>
    </section>
  );
}

export { PostEditorPage as Component };
