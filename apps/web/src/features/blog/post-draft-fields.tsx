import { POST_LIMITS, SERVICE_CATALOGUE, slugify } from '@app/shared';
import { SelectField } from '../../components/ui/select-field';
import { TagInput } from '../../components/ui/tag-input';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { CoverField } from './cover-field';
import { MarkdownEditor } from './markdown-editor';
import type { Draft } from './use-post-editor';

const SERVICE_OPTIONS = SERVICE_CATALOGUE.map((s) => ({ value: String(s.id), label: s.titulo }));

interface DraftFieldsProps {
  draft: Draft;
  errors: Record<string, string>;
  set: (patch: Partial<Draft>) => void;
}

/** The title and the address: the slug follows the title until it is edited. */
function TitleAndSlugFields({ draft, errors, set }: DraftFieldsProps) {
  return (
    <>
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
    </>
  );
}

/** The article's fields in the editor, from the title to the publication date. */
export function PostDraftFields({ id, draft, errors, set }: DraftFieldsProps & { id: number | null }) {
  return (
    <>
      <TitleAndSlugFields draft={draft} errors={errors} set={set} />
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
    </>
  );
}
