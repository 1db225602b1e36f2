import { EDUCATION_LEVELS, type FormacaoAnswer, formacaoSchema, yearOf } from '@app/shared';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveFormacoes } from './api/records';
import { EditDialog } from './edit-dialog';
import { hasFieldErrors } from './form-check';
import { RowListEditor } from './row-list-editor';
import { useRowListForm } from './use-row-list-form';

type FormacaoRow = {
  rowId: number | null;
  nivel_escolaridade: string;
  curso: string;
  instituicao: string;
  ano_conclusao: string;
};

const blank = (): FormacaoRow => ({
  rowId: null,
  nivel_escolaridade: '',
  curso: '',
  instituicao: '',
  ano_conclusao: '',
});

const rowOf = (f: FormacaoAnswer): FormacaoRow => ({
  rowId: f.id,
  nivel_escolaridade: f.nivel_escolaridade,
  curso: f.curso,
  instituicao: f.instituicao,
  ano_conclusao: f.ano_conclusao == null ? '' : String(f.ano_conclusao),
});

/** The completion date as a year (an ISO date, dd/mm/yyyy or four digits); other text as typed. */
export function completionYear(value: string): number | string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return yearOf(trimmed) ?? trimmed;
}

const ROW_FIELDS = ['nivel_escolaridade', 'curso', 'instituicao', 'ano_conclusao'] as const;

interface EducationDialogProps {
  candidateId: string;
  formacoes: readonly FormacaoAnswer[];
  onClose: () => void;
}

/** 'Editar Formação': every formação editable, rows added and removed, saved one after another. */
export function EducationDialog({ candidateId, formacoes, onClose }: EducationDialogProps) {
  const { form, fields, add, remove, saveOf, fieldOfRefusal } = useRowListForm(
    formacoes.map(rowOf),
    blank,
    (row) => ({
      body: {
        usuario_candidato_id: Number(candidateId),
        nivel_escolaridade: row.nivel_escolaridade,
        curso: row.curso.trim(),
        instituicao: row.instituicao.trim(),
        ano_conclusao: completionYear(row.ano_conclusao),
      },
      blank:
        !row.nivel_escolaridade && !row.curso.trim() && !row.instituicao.trim() && !row.ano_conclusao.trim(),
    }),
    formacaoSchema,
  );
  const save = useSaveFormacoes(candidateId);
  const { register, formState } = form;
  const errorOf = (index: number, field: (typeof ROW_FIELDS)[number]) =>
    formState.errors.rows?.[index]?.[field]?.message;

  const submit = form.handleSubmit((values) => {
    save.mutate(saveOf(values), {
      onSuccess: onClose,
      onError: (error) => showServerFieldErrors(error, form.setError, fieldOfRefusal(ROW_FIELDS)),
    });
  }, save.reset);

  return (
    <EditDialog
      draftName="formacao"
      form={form}
      title="Editar Formação"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      invalid={hasFieldErrors(formState.errors)}
    >
      <RowListEditor
        keys={fields.map((f) => f.key)}
        legend={(index) => `Formação ${index + 1}`}
        removeText="Remover esta formação"
        addText="Adicionar formação"
        onAdd={add}
        onRemove={remove}
        renderRow={(index) => (
          <>
            <SelectField
              label="Nível de escolaridade"
              placeholder="Selecione o nível"
              options={EDUCATION_LEVELS}
              error={errorOf(index, 'nivel_escolaridade')}
              {...register(`rows.${index}.nivel_escolaridade`)}
            />
            <TextField label="Curso" error={errorOf(index, 'curso')} {...register(`rows.${index}.curso`)} />
            <TextField
              label="Instituição"
              error={errorOf(index, 'instituicao')}
              {...register(`rows.${index}.instituicao`)}
            />
            <TextField
              label="Ano de conclusão"
              inputMode="numeric"
              placeholder="AAAA"
              hint="O ano, ou a data (DD/MM/AAAA)."
              error={errorOf(index, 'ano_conclusao')}
              {...register(`rows.${index}.ano_conclusao`)}
            />
          </>
        )}
      />
    </EditDialog>
  );
}
