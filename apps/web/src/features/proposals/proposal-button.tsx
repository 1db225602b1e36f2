import { FileText } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { userMessage } from '../../lib/user-message';
import type { ProposalDialogProps } from './proposal-dialog';

/** The label of every button that opens the proposal request form. */
export const PROPOSAL_BUTTON_LABEL = 'Solicitar proposta';

interface ProposalButtonProps {
  /** The service preselected in the form (1 to 14); none for a general request. */
  servico?: number;
  className: string;
}

type Dialog = ComponentType<ProposalDialogProps>;

// The dialog (its form, validation and schemas) is its own chunk: the prerendered pages carry
// only this button, and the chunk is fetched when the pointer or focus reaches the button.
let loading: Promise<Dialog> | null = null;
function loadDialog(): Promise<Dialog> {
  loading ??= import('./proposal-dialog').then((module) => module.ProposalDialog);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** 'Solicitar proposta': opens the proposal request form for `servico`. */
export function ProposalButton({ servico, className }: ProposalButtonProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Said beside the button (not in a toast: the toast library is not part of the public pages).
  const [failure, setFailure] = useState<string | null>(null);
  const preload = () => {
    loadDialog().catch(() => undefined);
  };
  const openDialog = () => {
    if (dialog) {
      setOpen(true);
      return;
    }
    setPending(true);
    setFailure(null);
    loadDialog()
      .then((component) => {
        setDialog(() => component);
        setOpen(true);
      })
      .catch((error: unknown) => {
        setFailure(userMessage(error, 'Não foi possível abrir o formulário. Tente de novo.'));
      })
      .finally(() => setPending(false));
  };
  const Loaded = dialog;
  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        onPointerEnter={preload}
        onFocus={preload}
        aria-busy={pending || undefined}
        aria-haspopup="dialog"
        className={className}
      >
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0" />
        {PROPOSAL_BUTTON_LABEL}
      </button>
      {failure && (
        <span role="alert" className="basis-full text-sm font-medium text-red-700">
          {failure}
        </span>
      )}
      {open && Loaded && <Loaded servico={servico} onClose={() => setOpen(false)} />}
    </>
  );
}
