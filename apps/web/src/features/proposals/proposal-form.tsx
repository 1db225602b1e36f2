import { maskPhone, SERVICE_CATALOGUE } from '@app/shared';
import type { FormEventHandler } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { ConsentCheckbox } from '../../components/ui/consent-checkbox';
import { EmailField } from '../../components/ui/email-field';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import type { FormValues } from './use-proposal-form';

const SERVICE_OPTIONS = SERVICE_CATALOGUE.map((s) => ({ value: String(s.id), label: s.titulo }));

interface ProposalFormProps {
  register: UseFormRegister<FormValues>;
  /** The error message of a field, if any. */
  msg: (name: keyof FormValues) => string | null;
  /** The failure that names no field. */
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The proposal request's form (#proposta-form, sent by the dialog's footer button). */
export function ProposalForm({ register, msg, formError, onSubmit }: ProposalFormProps) {
  return (
    <form id="proposta-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <p className="text-muted sm:col-span-2">
        Conte o que sua clínica precisa: a equipe da RX Odonto responde com uma proposta sob medida.
      </p>
      <TextField
        label="Nome"
        data-autofocus
        autoComplete="name"
        required
        className="sm:col-span-2"
        error={msg('nome')}
        {...register('nome')}
      />
      <EmailField error={msg('email')} {...register('email')} />
      <TextField
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(00) 00000-0000"
        mask={maskPhone}
        required
        error={msg('telefone')}
        {...register('telefone')}
      />
      <TextField
        label="Clínica"
        optional
        autoComplete="organization"
        className="sm:col-span-2"
        error={msg('clinica')}
        {...register('clinica')}
      />
      <SelectField
        label="Serviço"
        placeholder="Escolha o serviço"
        options={SERVICE_OPTIONS}
        required
        className="sm:col-span-2"
        error={msg('servico')}
        {...register('servico')}
      />
      <TextAreaField
        label="Mensagem"
        rows={4}
        required
        hint="Por exemplo: o tamanho da clínica, o que você quer melhorar e quando."
        className="sm:col-span-2"
        error={msg('mensagem')}
        {...register('mensagem')}
      />
      <ConsentCheckbox
        label="Autorizo a RX Odonto a entrar em contato comigo sobre esta proposta."
        required
        className="sm:col-span-2"
        error={msg('consentimento')}
        {...register('consentimento')}
      />
      {formError && (
        <FormAlert tone="error" className="sm:col-span-2">
          {formError}
        </FormAlert>
      )}
    </form>
  );
}
