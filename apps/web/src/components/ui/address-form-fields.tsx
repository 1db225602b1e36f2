import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CepLookup } from '../../lib/cep-lookup';
import { ADDRESS_STATE_OPTIONS } from '../../lib/state-options';
import { CepField } from './cep-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { YesNoSelect } from './yes-no-select';

/** The parts of a person's address, named as the API's endereco record names them. */
export type AddressPart = 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado';

/** The plain text fields between the CEP and the state, in the form's order. */
const STREET_FIELDS: {
  name: Exclude<AddressPart, 'cep' | 'estado'>;
  label: string;
  autoComplete?: string;
  /** Its place in the form's 6-column grid. */
  className: string;
}[] = [
  {
    name: 'logradouro',
    label: 'Logradouro',
    autoComplete: 'address-line1',
    className: 'sm:col-span-4 sm:col-start-1',
  },
  { name: 'numero', label: 'Número', className: 'sm:col-span-2' },
  { name: 'complemento', label: 'Complemento', autoComplete: 'address-line2', className: 'sm:col-span-3' },
  { name: 'bairro', label: 'Bairro', className: 'sm:col-span-3' },
  { name: 'cidade', label: 'Cidade', autoComplete: 'address-level2', className: 'sm:col-span-3' },
];

interface AddressFormFieldsProps {
  /** The form's CEP lookup (useCepFormLookup), which fills street, bairro, city and state. */
  lookup: Pick<CepLookup, 'hint' | 'onCepChange'>;
  /** The react-hook-form registration of each part, e.g. `(part) => register(part)`. */
  register: (part: AddressPart) => UseFormRegisterReturn;
  /** The form's errors of the parts. */
  errors: Partial<Record<AddressPart, { message?: string }>> | undefined;
  /** The answer to 'Deseja atuar fora da sua cidade?' (a useController field). */
  outsideCity: { value: boolean | null | undefined; onChange: (value: boolean) => void };
  /** The grid's spacing. */
  gap: 'gap-4' | 'gap-5';
  /** The street's placeholder, if any. */
  streetPlaceholder?: string;
}

/**
 * A candidate's address (wizard step and profile dialog): the CEP first (its 8 digits fill street,
 * bairro, city and state), then street, number, complement, bairro, city, state (the 27 units)
 * and acting outside the city, in a 6-column grid.
 */
export function AddressFormFields({
  lookup,
  register,
  errors,
  outsideCity,
  gap,
  streetPlaceholder,
}: AddressFormFieldsProps) {
  return (
    <div className={`grid ${gap} sm:grid-cols-6`}>
      <CepField lookup={lookup} error={errors?.cep?.message} {...register('cep')} />
      {STREET_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          placeholder={field.name === 'logradouro' ? streetPlaceholder : undefined}
          className={field.className}
          error={errors?.[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <SelectField
        label="Estado"
        placeholder="Selecione o estado"
        options={ADDRESS_STATE_OPTIONS}
        className="sm:col-span-3"
        error={errors?.estado?.message}
        {...register('estado')}
      />
      <YesNoSelect
        label="Deseja atuar fora da sua cidade?"
        className="sm:col-span-6"
        value={outsideCity.value}
        onChange={outsideCity.onChange}
      />
    </div>
  );
}
