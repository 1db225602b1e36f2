import { clinicInfoSchema, type InfosAnswer } from '@app/shared';
import { useCallback } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { labelOf } from '../../lib/record-labels';
import {
  type ClinicFormUpdate,
  ClinicInfoFields,
  type ClinicInfoForm,
  clinicFormFrom,
  clinicPayload,
  useSaveClinicInfo,
} from '../clinic-wizard';
import { EditDialog } from './edit-dialog';
import { resolverOf } from './form-check';

interface ClinicInfoDialogProps {
  clinicId: string;
  /** The stored record (infos), or null when the clinic never published it. */
  infos: InfosAnswer | null;
  onClose: () => void;
}

/**
 * 'Editar Informações da Clínica': the wizard's fields with the current record; saved with
 * PUT /infos_clinica/{id} (POST /infos_clinica/ when there is no record yet).
 */
export function ClinicInfoDialog({ clinicId, infos, onClose }: ClinicInfoDialogProps) {
  const editForm = useForm<ClinicInfoForm>({
    defaultValues: clinicFormFrom(infos),
    resolver: resolverOf<ClinicInfoForm>(clinicInfoSchema, (values) =>
      clinicPayload(values, Number(clinicId)),
    ),
  });
  const { watch, getValues, setValue, handleSubmit, formState } = editForm;
  const form = watch();
  const update: ClinicFormUpdate = useCallback(
    (fn) => {
      const current = getValues();
      const next = fn(current);
      for (const key of Object.keys(next) as Path<ClinicInfoForm>[])
        if (next[key as keyof ClinicInfoForm] !== current[key as keyof ClinicInfoForm])
          setValue(key, next[key as keyof ClinicInfoForm] as never, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const save = useSaveClinicInfo(clinicId);
  const submit = handleSubmit(
    (values) =>
      save.mutate(
        { payload: clinicPayload(values, Number(clinicId)), exists: infos !== null },
        { onSuccess: onClose },
      ),
    save.reset,
  );
  // The wizard's fields have no place for a message: the alert lists what was refused.
  const problems = Object.entries(formState.errors).map(
    ([field, error]) => `${labelOf(field)}: ${String(error?.message ?? '')}`,
  );

  return (
    <EditDialog
      draftName="clinica"
      form={editForm}
      title="Editar Informações da Clínica"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      invalid={problems.length > 0}
      problems={problems}
    >
      <ClinicInfoFields form={form} update={update} headingLevel={3} />
    </EditDialog>
  );
}
