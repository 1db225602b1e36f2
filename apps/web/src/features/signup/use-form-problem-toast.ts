import { useEffect, useRef } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { notify } from '../../lib/notify';

/**
 * The spec's toast of a refused sign-up form ('Selecione sua profissão', 'As senhas não
 * coincidem', …): shown once however often the form is sent with the same problem (the text is
 * the toast's id), and closed as soon as the form no longer has that problem. Answers the
 * handler of a refused submission.
 */
export function useFormProblemToast<V extends FieldValues, C, T>(
  control: Control<V, C, T>,
  getValues: () => V,
  problemOf: (values: V) => string | null,
): () => void {
  const shown = useRef<string | null>(null);
  const values = useWatch({ control });
  useEffect(() => {
    void values;
    const current = shown.current;
    if (current !== null && problemOf(getValues()) !== current) {
      notify.dismiss(current);
      shown.current = null;
    }
  }, [values, getValues, problemOf]);
  return () => {
    const message = problemOf(getValues());
    if (!message) return;
    if (shown.current && shown.current !== message) notify.dismiss(shown.current);
    shown.current = message;
    notify.error(message, { toastId: message });
  };
}
