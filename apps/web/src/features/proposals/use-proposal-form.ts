import { type ContatoRequest, type ContatoRequestData, contatoRequestSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { userMessage } from '../../lib/user-message';
import { useRequestProposal } from './api/contacts';

/** The form's values: the select holds the service's id as text, the schema makes it a number. */
export type FormValues = Omit<ContatoRequest, 'servico' | 'consentimento'> & {
  servico: string;
  consentimento: boolean;
};

const FIELDS = ['nome', 'email', 'telefone', 'clinica', 'servico', 'mensagem', 'consentimento'] as const;
// The schema's input types (the service as unknown, the consent as `true`) are wider or narrower
// than the form's fields; it checks exactly these values.
const resolver = zodResolver(contatoRequestSchema) as unknown as Resolver<
  FormValues,
  unknown,
  ContatoRequestData
>;

const SEND_FAILED = 'Não foi possível enviar sua solicitação. Tente de novo.';

/**
 * A proposal request's form (`servico` preselected) and its sending: the fields' messages, and the
 * failure that names no field.
 */
export function useProposalForm(servico: number | undefined) {
  const request = useRequestProposal();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, ContatoRequestData>({
    resolver,
    defaultValues: {
      nome: '',
      email: '',
      telefone: '',
      clinica: '',
      servico: servico ? String(servico) : '',
      mensagem: '',
      consentimento: false,
    },
  });

  const submit = handleSubmit((payload) => {
    setFormError(null);
    request.mutate(payload, {
      onError: (error) => {
        if (showServerFieldErrors(error, setError, FIELDS)) return;
        const detail = error instanceof ApiError && error.status !== 500 ? error.detail : null;
        setFormError(userMessage(error, detail ?? SEND_FAILED));
      },
    });
  });
  const msg = (name: keyof FormValues) => errors[name]?.message ?? null;

  return { request, register, submit, msg, formError };
}
