import { type ProfessionRecord, professionalRecordSchemas, professionFieldNames } from '@app/shared';
import { useForm } from 'react-hook-form';
import { RecordFields } from '../../components/record-fields/record-fields';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveProfessionalRecord } from './api/records';
import { EditDialog } from './edit-dialog';
import { hasFieldErrors, resolverOf } from './form-check';
import { type ProfessionalValues, professionalPayload, professionalValuesFrom } from './professional-fields';

interface ProfessionalDialogProps {
  kind: ProfessionRecord;
  candidateId: string;
  record: Record<string, unknown> | null | undefined;
  onClose: () => void;
}

/** 'Editar Informações Profissionais': the fields of the candidate's record, by its kind. */
export function ProfessionalDialog({ kind, candidateId, record, onClose }: ProfessionalDialogProps) {
  const form = useForm<ProfessionalValues>({
    defaultValues: professionalValuesFrom(kind, record),
    resolver: resolverOf<ProfessionalValues>(professionalRecordSchemas[kind], (values) =>
      professionalPayload(kind, candidateId, values),
    ),
  });
  const { handleSubmit, setError, setValue, watch, formState } = form;
  const save = useSaveProfessionalRecord(kind, candidateId);
  const names: string[] = professionFieldNames(kind);

  const submit = handleSubmit(
    (values) =>
      save.mutate(professionalPayload(kind, candidateId, values), {
        onSuccess: onClose,
        onError: (error) =>
          showServerFieldErrors(error, setError, (field) => (names.includes(field) ? field : null)),
      }),
    save.reset,
  );

  const fields = {
    kind,
    wording: 'label',
    values: watch(),
    onChange: (name: string, value: ProfessionalValues[string]) =>
      setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    errorOf: (name: string) => formState.errors[name]?.message,
  } as const;
  const yesNo = professionFieldNames(kind, 'yes-no');
  const others = names.filter((name) => !(yesNo as string[]).includes(name));

  return (
    <EditDialog
      draftName="profissional"
      form={form}
      title="Editar Informações Profissionais"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      invalid={hasFieldErrors(formState.errors)}
    >
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <RecordFields {...fields} names={yesNo} />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <RecordFields {...fields} names={others as typeof yesNo} />
        </div>
      </div>
    </EditDialog>
  );
}
