import { EDUCATION_LEVELS, yearOf } from '@app/shared';
import { useCallback } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { EditDialog } from './edit-dialog';
import { createFormacao, deleteFormacao, type FormacaoAnswer, saveFormacao } from './profile-api';
import { RowListEditor } from './row-list-editor';
import { newRowKey, syncRows } from './row-sync';
import { useRowList } from './use-row-list';

interface FormacaoRow {
  key: string;
  id: number | null;
  nivel_escolaridade: string;
  curso: string;
  instituicao: string;
  ano_conclusao: string;
}

const blank = () => ({ nivel_escolaridade: '', curso: '', instituicao: '', ano_conclusao: '' });

const text = (value: unknown) => (value == null ? '' : String(value));

function rowOf(f: FormacaoAnswer): FormacaoRow {
  return {
    key: newRowKey(),
    id: f.id,
    nivel_escolaridade: text(f.nivel_escolaridade),
    curso: text(f.curso),
    instituicao: text(f.instituicao || f.nome_instituicao),
    ano_conclusao: text(f.ano_conclusao ?? f.data_conclusao),
  };
}

/** The completion date as a year (an ISO date, dd/mm/yyyy or four digits); other text as typed. */
export function completionYear(value: string): number | string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return yearOf(trimmed) ?? trimmed;
}

interface EducationDialogProps {
  candidateId: string;
  formacoes: readonly FormacaoAnswer[];
  onClose: () => void;
  onSettled: () => Promise<unknown>;
}

/** 'Editar Formação': every formação editable, rows added and removed, saved one after another. */
export function EducationDialog({ candidateId, formacoes, onClose, onSettled }: EducationDialogProps) {
  const initial = useCallback(() => formacoes.map(rowOf), [formacoes]);
  const list = useRowList<FormacaoRow>(initial, blank);

  const body = (row: FormacaoRow) => ({
    usuario_candidato_id: Number(candidateId),
    nivel_escolaridade: row.nivel_escolaridade,
    curso: row.curso.trim(),
    instituicao: row.instituicao.trim(),
    ano_conclusao: completionYear(row.ano_conclusao),
  });

  const save = () =>
    syncRows(list.rows, list.removed, {
      remove: deleteFormacao,
      update: (id, row) => saveFormacao(id, body(row)),
      create: (row) => createFormacao(body(row)),
      isBlank: (row) =>
        !row.nivel_escolaridade && !row.curso.trim() && !row.instituicao.trim() && !row.ano_conclusao.trim(),
      onRemoved: list.onRemoved,
      onCreated: list.onCreated,
    });

  return (
    <EditDialog title="Editar Formação" onClose={onClose} onSave={save} onSettled={onSettled}>
      <RowListEditor
        rows={list.rows}
        legend={(index) => `Formação ${index + 1}`}
        removeText="Remover esta formação"
        addText="Adicionar formação"
        onAdd={list.add}
        onRemove={list.remove}
        renderRow={(row) => (
          <>
            <SelectField
              label="Nível de escolaridade"
              placeholder="Selecione o nível"
              options={EDUCATION_LEVELS}
              autoFocus={row.key === list.added}
              value={row.nivel_escolaridade}
              onChange={(e) => list.patch(row.key, { nivel_escolaridade: e.target.value })}
            />
            <TextField
              label="Curso"
              value={row.curso}
              onChange={(e) => list.patch(row.key, { curso: e.target.value })}
            />
            <TextField
              label="Instituição"
              value={row.instituicao}
              onChange={(e) => list.patch(row.key, { instituicao: e.target.value })}
            />
            <TextField
              label="Ano de conclusão"
              inputMode="numeric"
              placeholder="AAAA"
              hint="O ano, ou a data (DD/MM/AAAA)."
              value={row.ano_conclusao}
              onChange={(e) => list.patch(row.key, { ano_conclusao: e.target.value })}
            />
          </>
        )}
      />
    </EditDialog>
  );
}
