import { type MinhaVaga, unusualSalaryWarning, type VagaPayload } from '@app/shared';
import { useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveVaga } from './api/postings';
import { defaultsOf, FIELDS, type FormValues, vagaResolver } from './posting-form-values';

/** What a group of the posting form's fields needs: their registration and their messages. */
export interface PostingFieldsProps {
  register: UseFormRegister<FormValues>;
  fieldError: (name: keyof FormValues) => string | null;
}

/**
 * The posting form's state: the fields checked with the shared schema, the unusual salary asked
 * about once, the save (new or edited posting) and the message of a failed one.
 */
export function usePostingForm(vaga: MinhaVaga | null, onClose: () => void) {
  const save = useSaveVaga();
  const [formError, setFormError] = useState<string | null>(null);
  // A salary far outside the profession's usual pay is asked about once: the same figures sent
  // again are published as they are.
  const [salaryCheck, setSalaryCheck] = useState<{ key: string; text: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues, unknown, VagaPayload>({
    defaultValues: defaultsOf(vaga),
    resolver: vagaResolver,
  });

  const submit = handleSubmit((payload) => {
    setFormError(null);
    const warning = unusualSalaryWarning(payload.tipo_profissao, payload.salario_min, payload.salario_max);
    const key = `${payload.tipo_profissao}|${payload.salario_min}|${payload.salario_max}`;
    if (warning && salaryCheck?.key !== key) {
      setSalaryCheck({ key, text: warning });
      setFocus(payload.salario_max !== null ? 'salario_max' : 'salario_min');
      return;
    }
    save.mutate(
      { id: vaga?.id, input: payload },
      {
        onSuccess: () => {
          notify.success(vaga ? 'Vaga atualizada.' : 'Vaga publicada! Ela já aparece na lista de vagas.');
          onClose();
        },
        onError: (err) => {
          if (!showServerFieldErrors(err, setError, FIELDS))
            setFormError(err instanceof ApiError ? err.message : 'Não foi possível salvar a vaga.');
        },
      },
    );
  });
  const fieldError = (name: keyof FormValues) => errors[name]?.message ?? null;

  return {
    register,
    control,
    submit,
    fieldError,
    saving: save.isPending,
    formError,
    salaryWarning: salaryCheck?.text ?? null,
  };
}
