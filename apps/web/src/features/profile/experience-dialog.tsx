import { useCallback } from 'react';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { EditDialog } from './edit-dialog';
import { createExperiencia, deleteExperiencia, type ExperienciaAnswer, saveExperiencia } from './profile-api';
import { RowListEditor } from './row-list-editor';
import { newRowKey, syncRows } from './row-sync';
import { useRowList } from './use-row-list';

interface ExperienciaRow {
  key: string;
  id: number | null;
  cargo: string;
  tempo_experiencia: string;
  descricao: string;
}

const blank = () => ({ cargo: '', tempo_experiencia: '', descricao: '' });

const rowOf = (e: ExperienciaAnswer): ExperienciaRow => ({
  key: newRowKey(),
  id: e.id,
  cargo: e.cargo ?? '',
  tempo_experiencia: e.tempo_experiencia || e.tempo || '',
  descricao: e.descricao || e.atividades || '',
});

interface ExperienceDialogProps {
  candidateId: string;
  experiencias: readonly ExperienciaAnswer[];
  onClose: () => void;
  onSettled: () => Promise<unknown>;
}

/** 'Editar Experiência': every experiência editable, rows added and removed, saved one after another. */
export function ExperienceDialog({ candidateId, experiencias, onClose, onSettled }: ExperienceDialogProps) {
  const initial = useCallback(() => experiencias.map(rowOf), [experiencias]);
  const list = useRowList<ExperienciaRow>(initial, blank);

  const body = (row: ExperienciaRow) => ({
    usuario_candidato_id: Number(candidateId),
    cargo: row.cargo.trim(),
    tempo_experiencia: row.tempo_experiencia.trim(),
    descricao: row.descricao.trim(),
  });

  const save = () =>
    syncRows(list.rows, list.removed, {
      remove: deleteExperiencia,
      update: (id, row) => saveExperiencia(id, body(row)),
      create: (row) => createExperiencia(body(row)),
      isBlank: (row) => !row.cargo.trim() && !row.tempo_experiencia.trim() && !row.descricao.trim(),
      onRemoved: list.onRemoved,
      onCreated: list.onCreated,
    });

  return (
    <EditDialog title="Editar Experiência" onClose={onClose} onSave={save} onSettled={onSettled}>
      <RowListEditor
        rows={list.rows}
        legend={(index) => `Experiência ${index + 1}`}
        removeText="Remover esta experiência"
        addText="Adicionar experiência"
        onAdd={list.add}
        onRemove={list.remove}
        renderRow={(row) => (
          <>
            <TextField
              label="Cargo"
              autoFocus={row.key === list.added}
              value={row.cargo}
              onChange={(e) => list.patch(row.key, { cargo: e.target.value })}
            />
            <TextField
              label="Tempo de experiência"
              placeholder="Ex.: 2 anos"
              value={row.tempo_experiencia}
              onChange={(e) => list.patch(row.key, { tempo_experiencia: e.target.value })}
            />
            <TextAreaField
              label="Descrição"
              className="sm:col-span-2"
              rows={3}
              value={row.descricao}
              onChange={(e) => list.patch(row.key, { descricao: e.target.value })}
            />
          </>
        )}
      />
    </EditDialog>
  );
}
