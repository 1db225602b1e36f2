import { type ProfessionRecord, professionalRecordSchemas } from '@app/shared';
import { type Control, Controller, useForm } from 'react-hook-form';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { labelOf } from '../../lib/record-labels';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { ComputerLevelField } from '../candidate-wizard';
import { useSaveProfessionalRecord } from './api/records';
import { EditDialog } from './edit-dialog';
import { hasFieldErrors, resolverOf } from './form-check';
import {
  PROFESSIONAL_FIELDS,
  type ProfessionalField,
  type ProfessionalValues,
  professionalPayload,
  professionalValuesFrom,
} from './professional-fields';

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
  const { control, handleSubmit, setError, formState } = form;
  const fields = PROFESSIONAL_FIELDS[kind];
  const save = useSaveProfessionalRecord(kind, candidateId);
  const names = new Set(fields.map((f) => f.name));

  const submit = handleSubmit(
    (values) =>
      save.mutate(professionalPayload(kind, candidateId, values), {
        onSuccess: onClose,
        onError: (error) =>
          showServerFieldErrors(error, setError, (field) => (names.has(field) ? field : null)),
      }),
    save.reset,
  );

  const renderField = (field: ProfessionalField) => (
    <Controller
      key={field.name}
      control={control as Control<ProfessionalValues>}
      name={field.name}
      render={({ field: { value, onChange }, fieldState }) =>
        fieldControl(field, value, onChange, fieldState.error?.message)
      }
    />
  );

  const fieldControl = (
    field: ProfessionalField,
    value: ProfessionalValues[string],
    set: (value: boolean | string | string[]) => void,
    error: string | undefined,
  ) => {
    const label = labelOf(field.name);
    if (field.type === 'yes-no') {
      return <YesNoSelect label={label} hint={error} value={value === true} onChange={set} />;
    }
    if (field.type === 'level') {
      return <ComputerLevelField value={String(value ?? '')} onChange={set} />;
    }
    return (
      <TagInput
        className="sm:col-span-2"
        label={label}
        hint={error}
        values={(value as string[]) ?? []}
        onChange={set}
        options={field.options}
        otherOption={field.other}
        compare={field.compare}
      />
    );
  };

  const yesNo = fields.filter((f) => f.type === 'yes-no');
  const others = fields.filter((f) => f.type !== 'yes-no');

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
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{yesNo.map(renderField)}</div>
        <div className="grid gap-6 sm:grid-cols-2">{others.map(renderField)}</div>
      </div>
    </EditDialog>
  );
}
