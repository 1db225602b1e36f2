import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getStoredUser } from '../../lib/session';
import { pendingUnsavedEdit, registerUnsavedEdit, takeUnsavedEdit } from '../../lib/unsaved-edit';

export const UNSAVED_EDIT_RESTORED =
  'Você tinha alterações não salvas quando sua sessão expirou. Elas foram recuperadas: confira e clique em Salvar.';

const userIdNow = () => {
  const id = getStoredUser()?.id;
  return id == null ? null : String(id);
};

/**
 * An edit dialog's part in lib/unsaved-edit.ts: while open, its values are the ones kept if the
 * session ends; on opening, values kept for this user and dialog are put back into the form.
 * True when they were (the dialog says so).
 */
export function useUnsavedEdit<V extends FieldValues>(name: string, form: UseFormReturn<V>): boolean {
  // Read without removing: removed once put into the form, below.
  const [restored] = useState(() => {
    const userId = userIdNow();
    const edit = userId ? pendingUnsavedEdit(userId) : null;
    return edit?.name === name ? (edit.values as V) : null;
  });
  const { reset, getValues } = form;

  useEffect(() => {
    if (!restored) return;
    reset(restored, { keepDefaultValues: true });
    const userId = userIdNow();
    if (userId) takeUnsavedEdit(userId, name);
  }, [restored, reset, name]);

  useEffect(() => registerUnsavedEdit(() => ({ name, values: getValues() })), [name, getValues]);

  return restored !== null;
}

/** The dialog whose edit was kept for this user, to open it again on the profile (null: none). */
export function pendingEditDialog(userId: string): string | null {
  return pendingUnsavedEdit(userId)?.name ?? null;
}
