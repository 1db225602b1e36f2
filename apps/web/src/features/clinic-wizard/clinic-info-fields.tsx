import { CLINIC_REPORT_OPTIONS } from '@app/shared';
import type { ReactNode } from 'react';
import { TagInput } from '../../components/ui/tag-input';
import { TextField } from '../../components/ui/text-field';
import { ClinicAddressFields } from './clinic-address-fields';
import type { ClinicInfoForm } from './clinic-form';
import { type ClinicFormUpdate, EquipmentFields } from './equipment-fields';
import { FormSection } from './form-section';

/** Counts typed as digits only. */
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

type CountField = 'qtd_funcionarios' | 'qtd_filiais';

/** The counts of 'Sobre a Clínica', in the form's order. */
const COUNT_FIELDS: { name: CountField; label: string }[] = [
  { name: 'qtd_funcionarios', label: 'Número de funcionários' },
  { name: 'qtd_filiais', label: 'Número de filiais' },
];

/** Messages of refused fields, by field name. */
export type ClinicFieldErrors = Partial<Record<keyof ClinicInfoForm, string>>;

interface ClinicInfoFieldsProps {
  form: ClinicInfoForm;
  update: ClinicFormUpdate;
  /** Shown under each field and marking it invalid. */
  errors?: ClinicFieldErrors;
  /** h2 on the wizard page, h3 inside the profile's dialog. */
  headingLevel?: 2 | 3;
  /** Shown as the last section (the wizard's photo upload). */
  extra?: ReactNode;
}

/**
 * The clinic record's fields (spec 2 section 2.2), shared by the wizard and the profile's
 * 'Editar Informações da Clínica': equipment, about the clinic, address.
 */
export function ClinicInfoFields({
  form,
  update,
  errors = {},
  headingLevel = 2,
  extra,
}: ClinicInfoFieldsProps) {
  const set = (field: CountField, value: string) => update((f) => ({ ...f, [field]: value }));
  return (
    <div className="flex flex-col gap-8">
      <FormSection
        title="Equipamentos Radiológicos & Tomográficos"
        level={headingLevel}
        intro="Escolha as marcas na lista ou digite outra e pressione Enter. Ao adicionar uma marca, o equipamento fica como Sim."
      >
        <EquipmentFields form={form} update={update} />
      </FormSection>
      <FormSection title="Sobre a Clínica" level={headingLevel}>
        <div className="grid gap-5 sm:grid-cols-2">
          {COUNT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              inputMode="numeric"
              placeholder="0"
              value={form[field.name]}
              error={errors[field.name]}
              name={field.name}
              onChange={(e) => set(field.name, digitsOnly(e.target.value))}
            />
          ))}
          <TagInput
            className="sm:col-span-2"
            label="Como os laudos são realizados?"
            values={form.laudos_realizados}
            onChange={(laudos) => update((f) => ({ ...f, laudos_realizados: laudos }))}
            options={CLINIC_REPORT_OPTIONS}
            freeEntry
            compare="exact"
            inputPlaceholder="Outra forma"
          />
        </div>
      </FormSection>
      <FormSection title="Endereço" level={headingLevel}>
        <ClinicAddressFields form={form} update={update} errors={errors} />
      </FormSection>
      {extra}
    </div>
  );
}
