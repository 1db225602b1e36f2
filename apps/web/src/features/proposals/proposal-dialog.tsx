import {
  type ContatoRequest,
  type ContatoRequestData,
  contatoRequestSchema,
  maskPhone,
  SERVICE_CATALOGUE,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { ConsentCheckbox } from '../../components/ui/consent-checkbox';
import { EmailField } from '../../components/ui/email-field';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { userMessage } from '../../lib/user-message';
import { useRequestProposal } from './api/contacts';

export interface ProposalDialogProps {
  /** The service preselected (1 to 14); none for a general request. */
  servico?: number | undefined;
  onClose: () => void;
}

/** The form's values: the select holds the service's id as text, the schema makes it a number. */
type FormValues = Omit<ContatoRequest, 'servico' | 'consentimento'> & {
  servico: string;
  consentimento: boolean;
};

const FIELDS = ['nome', 'email', 'telefone', 'clinica', 'servico', 'mensagem', 'consentimento'] as const;
const SERVICE_OPTIONS = SERVICE_CATALOGUE.map((s) => ({ value: String(s.id), label: s.titulo }));
// The schema's input types (the service as unknown, the consent as `true`) are wider or narrower
// than the form's fields; it checks exactly these values.
const resolver = zodResolver(contatoRequestSchema) as unknown as Resolver<
  FormValues,
  unknown,
  ContatoRequestData
>;

export const PROPOSAL_CONFIRMATION = 'Recebemos sua solicitação! Entraremos em contato em breve.';
const SEND_FAILED = 'Não foi possível enviar sua solicitação. Tente de novo.';

/** 'Solicitar proposta': the short form of a proposal request, then its confirmation. */
export function ProposalDialog({ servico, onClose }: ProposalDialogProps) {
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
  const confirmationId = useId();
  // Once sent, the focus goes to 'Fechar', which the confirmation describes.
  const focusClose = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);

  return (
    <Modal
      title="Solicitar proposta"
      size="lg"
      onClose={onClose}
      dismissible={!request.isPending}
      footer={
        request.isSuccess ? (
          <Button ref={focusClose} aria-describedby={confirmationId} onClick={onClose}>
            Fechar
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={request.isPending}>
              Cancelar
            </Button>
            <Button type="submit" form="proposta-form" loading={request.isPending} loadingText="Enviando…">
              Enviar solicitação
            </Button>
          </>
        )
      }
    >
      {request.isSuccess ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CircleCheck aria-hidden="true" className="h-12 w-12 text-accent-strong" />
          <p id={confirmationId} className="text-lg font-semibold text-navy">
            {PROPOSAL_CONFIRMATION}
          </p>
          <p className="text-muted">A resposta chega pelo e-mail ou telefone que você informou.</p>
        </div>
      ) : (
        <form id="proposta-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
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
      )}
    </Modal>
  );
}
