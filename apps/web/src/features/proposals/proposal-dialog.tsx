import { CircleCheck } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ProposalForm } from './proposal-form';
import { useProposalForm } from './use-proposal-form';

export interface ProposalDialogProps {
  /** The service preselected (1 to 14); none for a general request. */
  servico?: number | undefined;
  onClose: () => void;
}

export const PROPOSAL_CONFIRMATION = 'Recebemos sua solicitação! Entraremos em contato em breve.';

/** 'Solicitar proposta': the short form of a proposal request, then its confirmation. */
export function ProposalDialog({ servico, onClose }: ProposalDialogProps) {
  const { request, register, submit, msg, formError } = useProposalForm(servico);
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
        <ProposalForm register={register} msg={msg} formError={formError} onSubmit={submit} />
      )}
    </Modal>
  );
}
