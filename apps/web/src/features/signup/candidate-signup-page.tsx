import { type CreatedCandidate, maskCpf, maskPhone, PROFESSIONS, STORAGE_KEYS } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthHint } from '../../components/ui/password-strength-hint';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { withPasswordStrength } from '../../lib/password-strength';
import { usePageTitle } from '../../lib/use-page-title';
import { prefillFromGoogle } from '../auth';
import { useCandidateSignup } from './api/accounts';
import {
  CANDIDATE_MESSAGES,
  type CandidateFormValues,
  candidateFormSchema,
  candidateFormToast,
  withSamePasswords,
} from './form-rules';
import { GooglePrefillNotice } from './google-prefill-notice';
import { SignupCard } from './signup-card';
import { TermsNotice } from './terms-notice';
import { useAccountSignup } from './use-account-signup';
import { useFormProblemToast } from './use-form-problem-toast';

const FIELDS = ['nome', 'email', 'telefone', 'cpf', 'dataNascimento', 'tipo_profissao', 'senha'] as const;
const resolver = withPasswordStrength(
  withSamePasswords(zodResolver(candidateFormSchema), CANDIDATE_MESSAGES.mismatch),
  'senha',
  (v) => [v.email, v.nome, v.cpf],
);

function remember(created: CreatedCandidate) {
  localStorage.setItem(STORAGE_KEYS.candidate, JSON.stringify(created));
  localStorage.setItem(STORAGE_KEYS.profession, created.tipo_profissao);
}

/** /cadastrar/candidato: first-stage candidate registration, then the CV wizard (curriculo). */
export function CandidateSignupPage() {
  usePageTitle('Cadastro de candidato');
  const location = useLocation();
  const [prefill] = useState(() => prefillFromGoogle(location.state));
  const form = useForm<CandidateFormValues, unknown, z.output<typeof candidateFormSchema>>({
    resolver,
    defaultValues: {
      nome: prefill.nome,
      email: prefill.email,
      telefone: '',
      cpf: '',
      dataNascimento: '',
      tipo_profissao: '',
      senha: '',
      confirmarSenha: '',
    },
  });
  const { register, handleSubmit, setError, getValues, formState, control } = form;
  const [senha, ...userInputs] = useWatch({ control, name: ['senha', 'email', 'nome', 'cpf'] as const });
  const { errors, isSubmitting } = formState;

  const { submit, serverError, created } = useAccountSignup({
    signup: useCandidateSignup(),
    texts: CANDIDATE_MESSAGES,
    fields: FIELDS,
    setError,
    remember,
    next: '/cadastrar/curriculo',
    routeState: ({ senha: _senha, ...data }, created) => ({ ...data, id: created.id }),
  });

  const onInvalid = useFormProblemToast(control, getValues, candidateFormToast);

  return (
    <SignupCard
      icon={UserRound}
      title="Cadastro de candidato"
      intro="Crie sua conta gratuita e, em seguida, monte seu currículo para aparecer no banco de talentos."
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
            label="Nome completo"
            autoComplete="name"
            required
            className="sm:col-span-2"
            error={errors.nome?.message}
            {...register('nome')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            mask={maskPhone}
            required
            error={errors.telefone?.message}
            {...register('telefone')}
          />
          <TextField
            label="CPF"
            inputMode="numeric"
            placeholder="000.000.000-00"
            maxLength={14}
            mask={maskCpf}
            required
            error={errors.cpf?.message}
            {...register('cpf')}
          />
          <Controller
            control={control}
            name="dataNascimento"
            render={({ field }) => (
              <DateField
                label="Data de nascimento"
                optional
                autoComplete="bday"
                error={errors.dataNascimento?.message}
                {...field}
              />
            )}
          />
          <SelectField
            label="Profissão"
            placeholder="Selecione sua profissão"
            options={PROFESSIONS}
            required
            className="sm:col-span-2"
            error={errors.tipo_profissao?.message}
            {...register('tipo_profissao')}
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

export { CandidateSignupPage as Component };
