import type { FieldErrorItem } from '../ui/field-error-summary';

/** The refused fields as the review lists them: label, message and 'Corrigir' (`fix`). */
export function fixableErrors<E extends { label: string; message: string }>(
  errors: readonly E[],
  fix: (error: E) => void,
): FieldErrorItem[] {
  return errors.map((e) => ({ label: e.label, message: e.message, onFix: () => fix(e) }));
}
