import { JORNADAS, PROFESSIONS, TIPOS_CONTRATO } from '@app/shared';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { STATE_OPTIONS } from './posting-form-values';
import type { PostingFieldsProps } from './use-posting-form';

/** The posting form's first fields: title, profession, contract, state, city and working hours. */
export function PostingBasicsFields({ register, fieldError }: PostingFieldsProps) {
  return (
    <>
      <TextField
        label="Título da vaga"
        data-autofocus
        className="md:col-span-2"
        error={fieldError('titulo')}
        {...register('titulo')}
      />
      <SelectField
        label="Profissão"
        placeholder="Selecione"
        options={PROFESSIONS}
        error={fieldError('tipo_profissao')}
        {...register('tipo_profissao')}
      />
      <SelectField
        label="Tipo de contrato"
        placeholder="Selecione"
        options={TIPOS_CONTRATO}
        error={fieldError('tipo_contrato')}
        {...register('tipo_contrato')}
      />
      <SelectField
        label="Estado"
        placeholder="Selecione"
        options={STATE_OPTIONS}
        error={fieldError('estado')}
        {...register('estado')}
      />
      <TextField label="Cidade" error={fieldError('cidade')} {...register('cidade')} />
      <SelectField
        label="Jornada"
        placeholder="Selecione"
        options={JORNADAS}
        error={fieldError('jornada')}
        {...register('jornada')}
      />
    </>
  );
}
