import { formatCnpj, maskPhone } from '@app/shared';
import { DescriptionList } from '../../components/ui/description-list';
import { type FieldErrorItem, FieldErrorSummary } from '../../components/ui/field-error-summary';
import { FormAlert } from '../../components/ui/form-alert';
import { InfoCard } from '../../components/ui/info-card';
import { useStoredPhoto } from '../../lib/profile-photo';
import { displayValue } from '../../lib/record-labels';
import { aboutRows, addressRows, equipmentSummary } from './clinic-display';
import type { ClinicInfoForm } from './clinic-form';
import { EquipmentList } from './equipment-list';
import type { ClinicRegistration } from './use-clinic-context';

interface ClinicReviewStepProps {
  form: ClinicInfoForm;
  registration: ClinicRegistration;
  clinicId: string | null;
  /** The photo sent in this visit (else the one the server keeps, if any). */
  photo: string | null;
  publishError: { message: string; detail: string | null } | null;
  /** The fields the server refused, each with 'Corrigir'. */
  fieldErrors: readonly FieldErrorItem[];
}

/** The review: the registration data and everything entered, before Publicar. */
export function ClinicReviewStep(props: ClinicReviewStepProps) {
  const { form, registration, clinicId, publishError, fieldErrors } = props;
  const stored = useStoredPhoto('clinica', clinicId, !props.photo);
  const photo = props.photo ?? stored.data ?? null;
  return (
    <div className="flex flex-col gap-5">
      <InfoCard title="Dados da clínica">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          {photo && (
            <img
              src={photo}
              alt="Foto da clínica"
              className="h-24 w-24 shrink-0 rounded-full border-4 border-white object-cover shadow-md"
            />
          )}
          <DescriptionList
            className="flex-1"
            items={[
              { label: 'Nome fantasia', value: displayValue(registration.nome_fantasia) },
              { label: 'CNPJ', value: displayValue(formatCnpj(registration.cnpj)) },
              { label: 'Telefone', value: displayValue(maskPhone(registration.telefone)) },
              { label: 'E-mail', value: displayValue(registration.email) },
            ]}
          />
        </div>
      </InfoCard>
      <InfoCard title="Equipamentos Radiológicos & Tomográficos">
        <EquipmentList items={equipmentSummary(form)} />
      </InfoCard>
      <InfoCard title="Sobre a Clínica">
        <DescriptionList items={aboutRows(form)} />
      </InfoCard>
      <InfoCard title="Endereço">
        <DescriptionList items={addressRows(form)} columns={3} />
      </InfoCard>
      <FieldErrorSummary items={fieldErrors} />
      {publishError && (
        <FormAlert tone="error">
          <p>{publishError.message}</p>
          {publishError.detail && <p className="mt-1">{publishError.detail}</p>}
        </FormAlert>
      )}
    </div>
  );
}
