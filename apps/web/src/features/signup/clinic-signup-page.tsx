import { type CreatedClinic, maskCnpj, maskPhone, STORAGE_KEYS } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthHint } from '../../components/ui/password-strength-hint';
import { TextField } from '../../components/ui/text-field';
import { withPasswordStrength } from '../../lib/password-strength';
import { usePageTitle } from '../../lib/use-page-title';
import { prefillFromGoogle } from '../auth';
import { useClinicSignup } from './api/accounts';
import {
  CLINIC_MESSAGES,
  type ClinicFormValues,
  clinicFormSchema,
  clinicFormToast,
  withSamePasswords,
} from './form-rules';
import { GooglePrefillNotice } from './google-prefill-notice';
import { SignupCard } from './signup-card';
import { TermsNotice } from './terms-notice';
import { useAccountSignup } from './use-account-signup';
import { useFormProblemToast } from './use-form-problem-toast';

const FIELDS = ['nome_fantasia', 'cnpj', 'telefone', 'email', 'senha'] as const;
const resolver = withPasswordStrength(
  withSamePasswords(zodResolver(clinicFormSchema), CLINIC_MESSAGES.mismatch),
  'senha',
  (v) => [v.email, v.nome_fantasia, v.cnpj],
);

function remember(created: CreatedClinic) {
  localStorage.setItem(STORAGE_KEYS.clinic, JSON.stringify(created));
}

/** /cadastrar/clinica: first-stage clinic registration, then the clinic wizard (etapas-clinica). */
export function ClinicSignupPage() {
  usePageTitle('Cadastro de clínica');
  const location = useLocation();
  const [prefill] = useState(() => prefillFromGoogle(location.state));
  const form = useForm<ClinicFormValues, unknown, z.output<typeof clinicFormSchema>>({
    resolver,
    defaultValues: {
      nome_fantasia: prefill.nome,
      cnpj: '',
      telefone: '',
      email: prefill.email,
      senha: '',
      confirmarSenha: '',
    },
  });
  const { register, handleSubmit, setError, getValues, formState, control } = form;
  const [senha, ...userInputs] = useWatch({
    control,
    name: ['senha', 'email', 'nome_fantasia', 'cnpj'] as const,
  });
  const { errors, isSubmitting } = formState;

  const { submit, serverError, created } = useAccountSignup({
    signup: useClinicSignup(),
    texts: CLINIC_MESSAGES,
    fields: FIELDS,
    setError,
    remember,
    next: '/cadastrar/etapas-clinica',
    routeState: ({ senha: _senha, ...data }, created) => ({ ...data, id: created.id }),
  });

  const onInvalid = useFormProblemToast(control, getValues, clinicFormToast);

  return (
    <SignupCard
      icon={Building2}
      title="Cadastro de clínica"
      intro="Crie a conta da sua clínica para encontrar profissionais qualificados no banco de talentos."
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ confirmarSenha: _repeat, ...payload }) => submit(payload), onInvalid)}
        className="flex flex-col gap-5"
      >
        {prefill.email && <GooglePrefillNotice email={prefill.email} step="form" />}
        <TermsNotice />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nome fantasia"
            autoComplete="organization"
            required
            className="sm:col-span-2"
            error={errors.nome_fantasia?.message}
            {...register('nome_fantasia')}
          />
          <TextField
            label="CNPJ"
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            maxLength={18}
            mask={maskCnpj}
            required
            error={errors.cnpj?.message}
            {...register('cnpj')}
          />
          <TextField
            label="Telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 0000-0000"
            mask={maskPhone}
            required
            error={errors.telefone?.message}
            {...register('telefone')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            className="sm:col-span-2"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            hint={<PasswordStrengthHint password={senha} userInputs={userInputs} />}
            required
            error={errors.senha?.message}
            {...register('senha')}
          />
          <PasswordField
            label="Repita a senha"
            autoComplete="new-password"
            required
            error={errors.confirmarSenha?.message}
            {...register('confirmarSenha')}
          />
        </div>
        {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={isSubmitting || created}
          loadingText="Cadastrando..."
        >
          Cadastrar
        </Button>
      </form>
    </SignupCard>
  );
}

export { ClinicSignupPage as Component };
