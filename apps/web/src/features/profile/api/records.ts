import type { ExperienciaAnswer, FormacaoAnswer, ProfessionRecord } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../lib/api';
import { candidateProfileKeys } from '../../candidates';

/**
 * The candidate's records as the profile's dialogs save them (formação, experiência, endereço,
 * professional record). Each save reads the whole profile again, success or not, so the cards
 * show what the server holds.
 */

const enc = (id: string | number) => encodeURIComponent(String(id));

/** A row of a list dialog: its id on the server, null for a row added in the dialog. */
export interface EditedRow<B> {
  id: number | null;
  body: B;
  /** A new row with nothing typed is not sent. */
  blank: boolean;
}

export interface RowListSave<B> {
  rows: readonly EditedRow<B>[];
  /** Ids of the rows removed in the dialog. */
  removed: readonly number[];
  /** Told at once of each removal and creation, so a retry after a failure does not repeat them. */
  onRemoved: (id: number) => void;
  onCreated: (index: number, id: number) => void;
  /** Told before each row is sent, so a refusal can be shown beside that row's fields. */
  onSending: (index: number) => void;
}

/**
 * Saves an edited list one call after another: the removed rows are deleted, then each row in
 * order is updated (PUT) or, when new and not blank, created (POST).
 */
async function saveRowList<B, A extends { id: number }>(path: string, save: RowListSave<B>): Promise<void> {
  for (const id of save.removed) {
    await apiDelete(`${path}/${id}`);
    save.onRemoved(id);
  }
  for (const [index, row] of save.rows.entries()) {
    save.onSending(index);
    if (row.id !== null) await apiPut(`${path}/${row.id}`, row.body);
    else if (!row.blank) save.onCreated(index, (await apiPost<A>(`${path}/`, row.body)).id);
  }
}

function useProfileMutation<V>(candidateId: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateProfileKeys.all(candidateId) }),
  });
}

export const useSaveFormacoes = <B>(candidateId: string) =>
  useProfileMutation(candidateId, (save: RowListSave<B>) =>
    saveRowList<B, FormacaoAnswer>('/api/v1/formacao_candidato', save),
  );

export const useSaveExperiencias = <B>(candidateId: string) =>
  useProfileMutation(candidateId, (save: RowListSave<B>) =>
    saveRowList<B, ExperienciaAnswer>('/api/v1/experiencia_candidato', save),
  );

/** PUT /api/v1/endereco_candidato/{id} */
export const useSaveEndereco = (candidateId: string) =>
  useProfileMutation(candidateId, (body: Record<string, unknown>) =>
    apiPut(`/api/v1/endereco_candidato/${enc(candidateId)}`, body),
  );

/** PUT /api/v1/{radiologista|tecnico|recepcionista}/{id} */
export const useSaveProfessionalRecord = (kind: ProfessionRecord, candidateId: string) =>
  useProfileMutation(candidateId, (body: Record<string, unknown>) =>
    apiPut(`/api/v1/${kind}/${enc(candidateId)}`, body),
  );
