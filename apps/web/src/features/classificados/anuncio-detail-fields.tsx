import { ANUNCIO_MARCAS, ESTADOS_CONSERVACAO, maskReais } from '@app/shared';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { stateOptions } from '../../lib/state-options';
import type { FormValues } from './use-anuncio-form';

const STATES = stateOptions((s) => `${s.nome} (${s.uf})`);

interface AnuncioDetailFieldsProps {
  register: UseFormRegister<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  /** The error message of a field, if any. */
  msg: (name: keyof FormValues) => string | null;
  /** The ad's kind: an ad looking to buy takes any condition. */
  tipo: string;
}

/** The ad form's two columns: the equipment (brand, model, year, condition), its price and its place. */
export function AnuncioDetailFields({ register, setValue, msg, tipo }: AnuncioDetailFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Marca" optional list="anuncio-marcas" error={msg('marca')} {...register('marca')} />
      <datalist id="anuncio-marcas">
        {ANUNCIO_MARCAS.map((marca) => (
          <option key={marca} value={marca} />
        ))}
      </datalist>
      <TextField label="Modelo" optional error={msg('modelo')} {...register('modelo')} />
      <TextField
        label="Ano de fabricação"
        optional
        inputMode="numeric"
        maxLength={4}
        error={msg('ano_fabricacao')}
        {...register('ano_fabricacao')}
      />
      <SelectField
        label="Estado de conservação"
        placeholder={tipo === 'compra' ? 'Qualquer' : 'Selecione'}
        options={ESTADOS_CONSERVACAO}
        error={msg('estado_conservacao')}
        {...register('estado_conservacao')}
      />
      <TextField
        label="Preço (R$)"
        optional
        inputMode="decimal"
        hint="Deixe em branco para 'A combinar'."
        error={msg('preco')}
        {...register('preco', { onChange: (e) => setValue('preco', maskReais(e.target.value)) })}
      />
      <label className="flex items-center gap-2 self-end pb-3 text-slate-800">
        <input type="checkbox" className="size-5" {...register('negociavel')} /> Preço negociável
      </label>
      <SelectField
        label="Estado"
        placeholder="Selecione"
        options={STATES}
        error={msg('estado')}
        {...register('estado')}
      />
      <TextField label="Cidade" error={msg('cidade')} {...register('cidade')} />
    </div>
  );
}
