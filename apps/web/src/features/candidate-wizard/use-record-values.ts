import type { ProfessionFieldName, ProfessionRecord } from '@app/shared';
import { useFormContext } from 'react-hook-form';
import type { RecordWording } from '../../components/record-fields/record-fields';
import type { RecordDrafts, WizardDraft } from './wizard-draft';

/**
 * One professional record of the wizard's form, as <RecordFields> takes it: its values, a setter
 * that checks the form again at once, the message of a field the form or the server refused, and
 * the wizard's wording (each field's question).
 */
export function useRecordValues<K extends ProfessionRecord>(kind: K) {
  const { watch, setValue, formState } = useFormContext<WizardDraft>();
  const values = watch(`records.${kind}`) as RecordDrafts[K];
  const onChange = (field: ProfessionFieldName<K>, value: unknown) =>
    setValue(`records.${kind}.${field}` as never, value as never, {
      shouldDirty: true,
      shouldValidate: true,
    });
  const errors = formState.errors.records?.[kind] as Record<string, { message?: string }> | undefined;
  const errorOf = (field: ProfessionFieldName<K>) => errors?.[field]?.message;
  const wording: RecordWording = 'question';
  return { kind, values, onChange, errorOf, wording };
}
