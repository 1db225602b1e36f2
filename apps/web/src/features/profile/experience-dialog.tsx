import { type ExperienciaAnswer, experienciaSchema } from '@app/shared';
import { ExperiencePeriodFields } from '../../components/record-fields/experience-period-fields';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { typedMonth } from '../../lib/record-display';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveExperiencias } from './api/records';
import { EditDialog } from './edit-dialog';
import { hasFieldErrors } from './form-check';
import { RowListEditor } from './row-list-editor';
import { useRowListForm } from './use-row-list-form';

type ExperienciaRow = {
  rowId: number | null;
  cargo: string;
  empresa: string;
  /** Typed as MM/AAAA. */
  inicio: string;
  fim: string;
  trabalho_atual: boolean;
  tempo_experiencia: string;
  descricao: string;
};

const blank = (): ExperienciaRow => ({
  rowId: null,
  cargo: '',
  empresa: '',
  inicio: '',
  fim: '',
  trabalho_atual: false,
  tempo_experiencia: '',
  descricao: '',
});

const rowOf = (e: ExperienciaAnswer): ExperienciaRow => ({
  rowId: e.id,
  cargo: e.cargo,
  empresa: e.empresa,
  inicio: typedMonth(e.inicio),
  fim: typedMonth(e.fim),
  trabalho_atual: e.trabalho_atual,
  tempo_experiencia: e.tempo_experiencia,
  descricao: e.descricao,
});

const ROW_FIELDS = [
  'cargo',
  'empresa',
  'inicio',
  'fim',
  'trabalho_atual',
  'tempo_experiencia',
  'descricao',
] as const;
const TEXT_FIELDS = ['cargo', 'empresa', 'inicio', 'fim', 'tempo_experiencia', 'descricao'] as const;

interface ExperienceDialogProps {
  candidateId: string;
  experiencias: readonly ExperienciaAnswer[];
  onClose: () => void;
}

/** 'Editar Experiência': every experiência editable, rows added and removed, saved one after another. */
export function ExperienceDialog({ candidateId, experiencias, onClose }: ExperienceDialogProps) {
  const { form, fields, add, remove, saveOf, fieldOfRefusal } = useRowListForm(
    experiencias.map(rowOf),
    blank,
    (row) => ({
      body: {
        usuario_candidato_id: Number(candidateId),
        cargo: row.cargo.trim(),
        empresa: row.empresa.trim(),
        inicio: row.inicio.trim(),
        // The current job has no end.
        fim: row.trabalho_atual ? '' : (row.fim ?? '').trim(),
        trabalho_atual: row.trabalho_atual,
        tempo_experiencia: row.tempo_experiencia.trim(),
        descricao: row.descricao.trim(),
      },
      blank: !row.trabalho_atual && TEXT_FIELDS.every((field) => !(row[field] ?? '').trim()),
    }),
    experienciaSchema,
  );
  const save = useSaveExperiencias(candidateId);
  const { register, formState, watch } = form;
  const errorOf = (index: number, field: (typeof ROW_FIELDS)[number]) =>
    formState.errors.rows?.[index]?.[field]?.message;

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(saveOf(values), {
        onSuccess: onClose,
        onError: (error) => showServerFieldErrors(error, form.setError, fieldOfRefusal(ROW_FIELDS)),
      }),
    save.reset,
  );

  return (
    <EditDialog
      draftName="experiencia"
      form={form}
      title="Editar Experiência"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      invalid={hasFieldErrors(formState.errors)}
    >
      <RowListEditor
        keys={fields.map((f) => f.key)}
        legend={(index) => `Experiência ${index + 1}`}
        removeText="Remover esta experiência"
        addText="Adicionar experiência"
        onAdd={add}
        onRemove={remove}
        renderRow={(index) => (
          <>
            <TextField label="Cargo" error={errorOf(index, 'cargo')} {...register(`rows.${index}.cargo`)} />
            <ExperiencePeriodFields
              field={(name) => register(`rows.${index}.${name}`)}
              error={(name) => errorOf(index, name)}
              currentJob={watch(`rows.${index}.trabalho_atual`)}
            />
            <TextField
              label="Tempo de experiência"
              placeholder="Ex.: 2 anos"
              error={errorOf(index, 'tempo_experiencia')}
              {...register(`rows.${index}.tempo_experiencia`)}
            />
            <TextAreaField
              label="Descrição"
              className="sm:col-span-2"
              rows={3}
              error={errorOf(index, 'descricao')}
              {...register(`rows.${index}.descricao`)}
            />
          </>
        )}
      />
    </EditDialog>
  );
}
