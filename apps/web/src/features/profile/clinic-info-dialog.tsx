import { useCallback, useState } from 'react';
import {
  type ClinicFormUpdate,
  ClinicInfoFields,
  type ClinicInfoForm,
  clinicFormFrom,
  clinicPayload,
  publishClinicInfo,
  updateClinicInfo,
} from '../clinic-wizard';
import { EditDialog } from './edit-dialog';

interface ClinicInfoDialogProps {
  clinicId: string;
  /** The stored record (infos), or null when the clinic never published it. */
  infos: Record<string, unknown> | null | undefined;
  onClose: () => void;
  onSettled: () => Promise<unknown>;
}

/**
 * 'Editar Informações da Clínica': the wizard's fields with the current record; saved with
 * PUT /infos_clinica/{id} (POST /infos_clinica/ when there is no record yet).
 */
export function ClinicInfoDialog({ clinicId, infos, onClose, onSettled }: ClinicInfoDialogProps) {
  const [form, setForm] = useState<ClinicInfoForm>(() => clinicFormFrom(infos));
  const update: ClinicFormUpdate = useCallback((fn) => setForm((current) => fn(current)), []);

  const save = async () => {
    const payload = clinicPayload(form, Number(clinicId));
    if (infos) await updateClinicInfo(clinicId, payload);
    else await publishClinicInfo(payload);
  };

  return (
    <EditDialog title="Editar Informações da Clínica" onClose={onClose} onSave={save} onSettled={onSettled}>
      <ClinicInfoFields form={form} update={update} headingLevel={3} />
    </EditDialog>
  );
}
