import type { ProfessionRecord } from '@app/shared';
import { useState } from 'react';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { labelOf } from '../../lib/record-labels';
import { ComputerLevelField } from '../candidate-wizard';
import { EditDialog } from './edit-dialog';
import {
  PROFESSIONAL_FIELDS,
  type ProfessionalField,
  professionalPayload,
  professionalValuesFrom,
} from './professional-fields';
import { saveProfessionalRecord } from './profile-api';

interface ProfessionalDialogProps {
  kind: ProfessionRecord;
  candidateId: string;
  record: Record<string, unknown> | null | undefined;
  onClose: () => void;
  onSettled: () => Promise<unknown>;
}

/** 'Editar Informações Profissionais': the fields of the candidate's record, by its kind. */
export function ProfessionalDialog({
  kind,
  candidateId,
  record,
  onClose,
  onSettled,
}: ProfessionalDialogProps) {
  const [values, setValues] = useState(() => professionalValuesFrom(kind, record));
  const fields = PROFESSIONAL_FIELDS[kind];
  const set = (name: string, value: boolean | string | string[]) =>
    setValues((v) => ({ ...v, [name]: value }));

  const save = async () => {
    await saveProfessionalRecord(kind, candidateId, professionalPayload(kind, candidateId, values));
  };

  const control = (field: ProfessionalField) => {
    const label = labelOf(field.name);
    if (field.type === 'yes-no') {
      return (
        <YesNoSelect
          key={field.name}
          label={label}
          value={values[field.name] === true}
          onChange={(value) => set(field.name, value)}
        />
      );
    }
    if (field.type === 'level') {
      return (
        <ComputerLevelField
          key={field.name}
          value={String(values[field.name] ?? '')}
          onChange={(value) => set(field.name, value)}
        />
      );
    }
    return (
      <TagInput
        key={field.name}
        className="sm:col-span-2"
        label={label}
        values={(values[field.name] as string[]) ?? []}
        onChange={(list) => set(field.name, list)}
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
      title="Editar Informações Profissionais"
      onClose={onClose}
      onSave={save}
      onSettled={onSettled}
    >
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{yesNo.map(control)}</div>
        <div className="grid gap-6 sm:grid-cols-2">{others.map(control)}</div>
      </div>
    </EditDialog>
  );
}
