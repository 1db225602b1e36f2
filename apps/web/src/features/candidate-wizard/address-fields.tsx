import { useController, useFormContext } from 'react-hook-form';
import { AddressFormFields } from '../../components/ui/address-form-fields';
import { useCepFormLookup } from '../../lib/cep-lookup';
import type { WizardDraft } from './wizard-draft';

/**
 * 'Endereço': the CEP first (its 8 digits fill street, bairro, city and state), then street,
 * number, complement, bairro, city, state (the 27 units) and acting outside the city.
 */
export function AddressFields() {
  const form = useFormContext<WizardDraft>();
  const { control, register, formState } = form;
  const cep = useCepFormLookup(form, {
    rua: 'endereco.logradouro',
    bairro: 'endereco.bairro',
    cidade: 'endereco.cidade',
    estado: 'endereco.estado',
  });
  const outsideCity = useController({ control, name: 'endereco.atuarEmOutraCidade' }).field;
  return (
    <AddressFormFields
      lookup={cep}
      register={(part) => register(`endereco.${part}`)}
      errors={formState.errors.endereco}
      outsideCity={outsideCity}
      gap="gap-4"
      streetPlaceholder="Rua, avenida…"
    />
  );
}
