import type { AdminPost, PostInput } from '@app/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { userMessage } from '../../lib/user-message';
import { useSavePost } from './api/posts';
import { fromLocalInput, toLocalInput } from './display';

/** The editor's fields as typed (the cover with its URL for the preview, the date as the input's text). */
export interface Draft {
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

export type Action = 'rascunho' | 'publicado' | 'agendado';
export interface Done {
  message: string;
  slug: string;
  status: Action;
}
const DONE: Record<Action, string> = {
  rascunho: 'Rascunho salvo.',
  publicado: 'Artigo publicado.',
  agendado: 'Publicação agendada.',
};

/** The article as the API takes it, saved as `status`. */
const toInput = (draft: Draft, status: Action, publicar_em: string | null): PostInput => ({
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
});

/** The API's refusals by field (a nested field, e.g. capa.alt, shown on its field). */
const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const fields =
    error instanceof ApiError
      ? (error.body as { errors?: { field: string; message: string }[] })?.errors
      : undefined;
  return Object.fromEntries((fields ?? []).map((f) => [f.field.split('.')[0] ?? f.field, f.message]));
};

/**
 * The editor's draft and its saving as a draft, published or scheduled: the fields' errors, the
 * failure and the confirmation of the last save.
 */
export function usePostEditor(id: number | null, post: AdminPost | null) {
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
    save.mutate(toInput(draft, status, publicar_em), {
      onSuccess: (saved) => {
        setErrors({});
        const next = { message: DONE[status], slug: saved.slug, status };
        setDone(next);
        if (id === null) navigate(`/admin/blog/${saved.id}`, { replace: true, state: { done: next } });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(
          error instanceof ApiError && error.status === 422 && error.detail
            ? error.detail
            : userMessage(error, 'Não foi possível salvar o artigo. Tente novamente.'),
        );
      },
    });
  };
  const saving = save.isPending ? (save.variables?.status ?? null) : null;
  return { draft, set, errors, failure, done, saving, submit };
}
