import type { ProfessionRecord } from '@app/shared';
import { useFormContext } from 'react-hook-form';
import type { RecordDrafts, WizardDraft } from './wizard-draft';

/**
 * The values of one professional record in the wizard's form, a setter that merges new values
 * (checking them again at once) and the message of a field the form or the server refused.
 */
export function useRecordValues<K extends ProfessionRecord>(kind: K) {
  const { watch, setValue, formState } = useFormContext<WizardDraft>();
  const values = watch(`records.${kind}`) as RecordDrafts[K];
  const patch = (changes: Partial<RecordDrafts[K]>) => {
    for (const [field, value] of Object.entries(changes))
      setValue(`records.${kind}.${field}` as never, value as never, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  const errors = formState.errors.records?.[kind] as Record<string, { message?: string }> | undefined;
  const errorOf = (field: keyof RecordDrafts[K] & string) => errors?.[field]?.message;
  return { values, patch, errorOf };
}
