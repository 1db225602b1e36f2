import { maskCep, STATES } from '@app/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import type { WizardDraft } from './wizard-draft';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.uf} - ${s.nome}` }));

/** 'Endereço': state (the 27 units), CEP, city, street, number, complement, acting outside the city. */
export function AddressFields() {
  const { control, register, formState } = useFormContext<WizardDraft>();
  const errors = formState.errors.endereco;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Estado"
        placeholder="Selecione o estado"
        options={STATE_OPTIONS}
        error={errors?.estado?.message}
        {...register('endereco.estado')}
      />
      <TextField
        label="CEP"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={9}
        mask={maskCep}
        error={errors?.cep?.message}
        {...register('endereco.cep')}
      />
      <TextField
        label="Cidade"
        autoComplete="address-level2"
        error={errors?.cidade?.message}
        {...register('endereco.cidade')}
      />
      <TextField
        label="Logradouro"
        autoComplete="address-line1"
        placeholder="Rua, avenida…"
        error={errors?.logradouro?.message}
        {...register('endereco.logradouro')}
      />
      <TextField label="Número" error={errors?.numero?.message} {...register('endereco.numero')} />
      <TextField
        label="Complemento"
        autoComplete="address-line2"
        error={errors?.complemento?.message}
        {...register('endereco.complemento')}
      />
      <Controller
        control={control}
        name="endereco.atuarEmOutraCidade"
        render={({ field }) => (
          <YesNoSelect
            label="Deseja atuar fora da sua cidade?"
            className="sm:col-span-2"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
