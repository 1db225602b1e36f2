import { STATES } from '@app/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { CepField } from '../../components/ui/cep-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { useCepFormLookup } from '../../lib/cep-lookup';
import type { WizardDraft } from './wizard-draft';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.uf} - ${s.nome}` }));

/**
 * 'Endereço': the CEP first (its 8 digits fill street, bairro, city and state), then street,
 * number, complement, bairro, city, state (the 27 units) and acting outside the city.
 */
export function AddressFields() {
  const form = useFormContext<WizardDraft>();
  const { control, register, formState } = form;
  const errors = formState.errors.endereco;
  const cep = useCepFormLookup(form, {
    rua: 'endereco.logradouro',
    bairro: 'endereco.bairro',
    cidade: 'endereco.cidade',
    estado: 'endereco.estado',
  });
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <CepField lookup={cep} error={errors?.cep?.message} {...register('endereco.cep')} />
      <TextField
        label="Logradouro"
        autoComplete="address-line1"
        placeholder="Rua, avenida…"
        className="sm:col-span-4 sm:col-start-1"
        error={errors?.logradouro?.message}
        {...register('endereco.logradouro')}
      />
      <TextField
        label="Número"
        className="sm:col-span-2"
        error={errors?.numero?.message}
        {...register('endereco.numero')}
      />
      <TextField
        label="Complemento"
        autoComplete="address-line2"
        className="sm:col-span-3"
        error={errors?.complemento?.message}
        {...register('endereco.complemento')}
      />
      <TextField
        label="Bairro"
        className="sm:col-span-3"
        error={errors?.bairro?.message}
        {...register('endereco.bairro')}
      />
      <TextField
        label="Cidade"
        autoComplete="address-level2"
        className="sm:col-span-3"
        error={errors?.cidade?.message}
        {...register('endereco.cidade')}
      />
      <SelectField
        label="Estado"
        placeholder="Selecione o estado"
        options={STATE_OPTIONS}
        className="sm:col-span-3"
        error={errors?.estado?.message}
        {...register('endereco.estado')}
      />
      <Controller
        control={control}
        name="endereco.atuarEmOutraCidade"
        render={({ field }) => (
          <YesNoSelect
            label="Deseja atuar fora da sua cidade?"
            className="sm:col-span-6"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
