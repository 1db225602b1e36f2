import type { ProfessionRecord } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateProfileKeys } from '../../../api/candidate-profile';
import { type ApiBody, apiPut } from '../../../lib/api';

/**
 * The candidate's records as the profile's dialogs save them (formação, experiência, endereço,
 * professional record). Each save reads the whole profile again, success or not, so the cards
 * show what the server holds.
 */

/** A row of a list dialog: its id on the server, null for a row added in the dialog. */
export interface EditedRow<B> {
  id: number | null;
  body: B;
  /** A new row with nothing typed is not sent. */
  blank: boolean;
}

/** The body of PUT /api/v1/candidatos/{id}/{formacoes|experiencias}: the whole list, in order. */
export interface RowListSave<B> {
  itens: ({ id: number | null } & B)[];
}

/** The rows that are sent (a blank new row is not), in order, and the form index of each. */
export function rowListSave<B>(rows: readonly EditedRow<B>[]): { save: RowListSave<B>; formIndex: number[] } {
  const formIndex: number[] = [];
  const itens: RowListSave<B>['itens'] = [];
  for (const [index, row] of rows.entries()) {
    if (row.blank && row.id === null) continue;
    formIndex.push(index);
    itens.push({ id: row.id, ...row.body });
  }
  return { save: { itens }, formIndex };
}

function useProfileMutation<V>(candidateId: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateProfileKeys.all(candidateId) }),
  });
}

/**
 * Saves an edited list in one request: the server updates the rows with an id, creates the others
 * and removes the missing ones in one transaction, so a refusal leaves the list as it was.
 */
export const useSaveFormacoes = (candidateId: string) =>
  useProfileMutation(candidateId, (save: ApiBody<'put', '/api/v1/candidatos/{id}/formacoes'>) =>
    apiPut('/api/v1/candidatos/{id}/formacoes', { path: { id: Number(candidateId) }, body: save }),
  );

export const useSaveExperiencias = (candidateId: string) =>
  useProfileMutation(candidateId, (save: ApiBody<'put', '/api/v1/candidatos/{id}/experiencias'>) =>
    apiPut('/api/v1/candidatos/{id}/experiencias', { path: { id: Number(candidateId) }, body: save }),
  );

/** PUT /api/v1/endereco_candidato/{id} */
export const useSaveEndereco = (candidateId: string) =>
  useProfileMutation(candidateId, (body: Record<string, unknown>) =>
    apiPut('/api/v1/endereco_candidato/{id}', { path: { id: Number(candidateId) }, body }),
  );

/** PUT /api/v1/{radiologista|tecnico|recepcionista}/{id} */
export const useSaveProfessionalRecord = (kind: ProfessionRecord, candidateId: string) =>
  useProfileMutation(candidateId, (body: Record<string, unknown>) => {
    const path = { id: Number(candidateId) };
    if (kind === 'radiologista') return apiPut('/api/v1/radiologista/{id}', { path, body });
    if (kind === 'tecnico') return apiPut('/api/v1/tecnico/{id}', { path, body });
    return apiPut('/api/v1/recepcionista/{id}', { path, body });
  });
