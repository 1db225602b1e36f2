import { type CreatedCandidate, maskCpf, PROFESSIONS, STORAGE_KEYS } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { DateField } from '../../components/ui/date-field';
import { EmailField } from '../../components/ui/email-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { withPasswordStrength } from '../../lib/password-strength';
import { pathCarryingReturn } from '../../lib/session-expiry';
import { useReturnParam } from '../../lib/use-login-path';
import { usePageTitle } from '../../lib/use-page-title';
import { useCandidateSignup } from './api/accounts';
import {
  CANDIDATE_MESSAGES,
  type CandidateFormValues,
  candidateFormSchema,
  candidateFormToast,
  withSamePasswords,
} from './form-rules';
import { NewPasswordFields, PhoneField, SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

const FIELDS = ['nome', 'email', 'telefone', 'cpf', 'dataNascimento', 'tipo_profissao', 'senha'] as const;
const userInputsOf = (v: CandidateFormValues) => [v.email, v.nome, v.cpf];
const resolver = withPasswordStrength(
  withSamePasswords(zodResolver(candidateFormSchema), CANDIDATE_MESSAGES.mismatch),
  'senha',
  userInputsOf,
);

const defaultValues = (prefill: { nome: string; email: string }): CandidateFormValues => ({
  nome: prefill.nome,
  email: prefill.email,
  telefone: '',
  cpf: '',
  dataNascimento: '',
  tipo_profissao: '',
  senha: '',
  confirmarSenha: '',
});

function remember(created: CreatedCandidate) {
  localStorage.setItem(STORAGE_KEYS.candidate, JSON.stringify(created));
  localStorage.setItem(STORAGE_KEYS.profession, created.tipo_profissao);
}

/** /cadastrar/candidato: first-stage candidate registration, then the CV wizard (curriculo). */
export function CandidateSignupPage() {
  usePageTitle('Cadastro de candidato');
  // A vaga the visitor wanted to apply to: the wizard leads back to it once published.
  const returnTo = useReturnParam();
  const { form, strength, submit, onInvalid, shell } = useSignupForm({
    resolver,
    defaultValues,
    userInputsOf,
    problemOf: candidateFormToast,
    signup: useCandidateSignup(),
    texts: CANDIDATE_MESSAGES,
    fields: FIELDS,
    remember,
    next: pathCarryingReturn('/cadastrar/curriculo', returnTo),
  });
  const { register, handleSubmit, formState, control } = form;
  const { errors } = formState;

  return (
    <SignupForm
      icon={UserRound}
      title="Cadastro de candidato"
      intro="Crie sua conta gratuita e, em seguida, monte seu currículo para aparecer no banco de talentos."
      {...shell}
      onSubmit={handleSubmit(({ confirmarSenha: _repeat, ...payload }) => submit(payload), onInvalid)}
    >
      <TextField
        label="Nome completo"
        autoComplete="name"
        required
        className="sm:col-span-2"
        error={errors.nome?.message}
        {...register('nome')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField placeholder="(00) 00000-0000" error={errors.telefone?.message} {...register('telefone')} />
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
      <NewPasswordFields
        strength={strength}
        password={{ error: errors.senha?.message, ...register('senha') }}
        confirmation={{ error: errors.confirmarSenha?.message, ...register('confirmarSenha') }}
      />
    </SignupForm>
  );
}

export { CandidateSignupPage as Component };
