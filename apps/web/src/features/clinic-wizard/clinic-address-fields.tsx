import { maskCep } from '@app/shared';
import { CepField } from '../../components/ui/cep-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useCepLookup } from '../../lib/cep-lookup';
import { ADDRESS_STATE_OPTIONS } from '../../lib/state-options';
import type { AddressField, ClinicInfoForm } from './clinic-form';
import type { ClinicFormUpdate } from './equipment-fields';

/** The plain text fields between the CEP and the state, in the form's order. */
const STREET_FIELDS: {
  name: Exclude<AddressField, 'cep' | 'estado'>;
  label: string;
  autoComplete?: string;
  /** Its place in the form's 6-column grid. */
  className: string;
}[] = [
  { name: 'rua', label: 'Rua', autoComplete: 'address-line1', className: 'sm:col-span-4 sm:col-start-1' },
  { name: 'numero', label: 'Número', className: 'sm:col-span-2' },
  { name: 'bairro', label: 'Bairro', className: 'sm:col-span-3' },
  { name: 'cidade', label: 'Cidade', autoComplete: 'address-level2', className: 'sm:col-span-3' },
];

interface ClinicAddressFieldsProps {
  form: ClinicInfoForm;
  update: ClinicFormUpdate;
  /** Messages of refused fields, by field name. */
  errors: Partial<Record<AddressField, string>>;
}

/**
 * The clinic's address (wizard and profile dialog): the CEP first, whose 8 digits fill street,
 * bairro, city and state; then street, number, bairro, city and state, all editable.
 */
export function ClinicAddressFields({ form, update, errors }: ClinicAddressFieldsProps) {
  const set = (field: AddressField, value: string) => update((f) => ({ ...f, [field]: value }));
  const cep = useCepLookup(
    () => ({ rua: form.rua, bairro: form.bairro, cidade: form.cidade, estado: form.estado }),
    (fill) => update((f) => ({ ...f, ...fill })),
  );
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <CepField
        lookup={cep}
        value={maskCep(form.cep)}
        error={errors.cep}
        name="cep"
        onChange={(e) => set('cep', e.target.value)}
      />
      {STREET_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          className={field.className}
          value={form[field.name]}
          error={errors[field.name]}
          name={field.name}
          onChange={(e) => set(field.name, e.target.value)}
        />
      ))}
      <SelectField
        label="Estado"
        placeholder="Selecione o estado"
        options={ADDRESS_STATE_OPTIONS}
        className="sm:col-span-3"
        value={form.estado}
        error={errors.estado}
        name="estado"
        onChange={(e) => set('estado', e.target.value)}
      />
    </div>
  );
}
