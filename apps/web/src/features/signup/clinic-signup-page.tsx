import { type CreatedClinic, maskCnpj, STORAGE_KEYS } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { EmailField } from '../../components/ui/email-field';
import { TextField } from '../../components/ui/text-field';
import { withPasswordStrength } from '../../lib/password-strength';
import { usePageTitle } from '../../lib/use-page-title';
import { useClinicSignup } from './api/accounts';
import {
  CLINIC_MESSAGES,
  type ClinicFormValues,
  clinicFormSchema,
  clinicFormToast,
  withSamePasswords,
} from './form-rules';
import { NewPasswordFields, PhoneField, SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

const FIELDS = ['nome_fantasia', 'cnpj', 'telefone', 'email', 'senha'] as const;
const userInputsOf = (v: ClinicFormValues) => [v.email, v.nome_fantasia, v.cnpj];
const resolver = withPasswordStrength(
  withSamePasswords(zodResolver(clinicFormSchema), CLINIC_MESSAGES.mismatch),
  'senha',
  userInputsOf,
);

const defaultValues = (prefill: { nome: string; email: string }): ClinicFormValues => ({
  nome_fantasia: prefill.nome,
  cnpj: '',
  telefone: '',
  email: prefill.email,
  senha: '',
  confirmarSenha: '',
});

function remember(created: CreatedClinic) {
  localStorage.setItem(STORAGE_KEYS.clinic, JSON.stringify(created));
}

/** /cadastrar/clinica: first-stage clinic registration, then the clinic wizard (etapas-clinica). */
export function ClinicSignupPage() {
  usePageTitle('Cadastro de clínica');
  const { form, strength, submit, onInvalid, shell } = useSignupForm({
    resolver,
    defaultValues,
    userInputsOf,
    problemOf: clinicFormToast,
    signup: useClinicSignup(),
    texts: CLINIC_MESSAGES,
    fields: FIELDS,
    remember,
    next: '/cadastrar/etapas-clinica',
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  return (
    <SignupForm
      icon={Building2}
      title="Cadastro de clínica"
      intro="Crie a conta da sua clínica para encontrar profissionais qualificados no banco de talentos."
      {...shell}
      onSubmit={handleSubmit(({ confirmarSenha: _repeat, ...payload }) => submit(payload), onInvalid)}
    >
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
      <PhoneField placeholder="(00) 0000-0000" error={errors.telefone?.message} {...register('telefone')} />
      <EmailField className="sm:col-span-2" error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        strength={strength}
        password={{ error: errors.senha?.message, ...register('senha') }}
        confirmation={{ error: errors.confirmarSenha?.message, ...register('confirmarSenha') }}
      />
    </SignupForm>
  );
}

export { ClinicSignupPage as Component };
