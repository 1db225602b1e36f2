import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-area-field';
import { ApiError } from '../../lib/api';

interface TextDialogProps {
  title: string;
  label: string;
  hint?: string;
  maxLength: number;
  initial?: string;
  submitLabel: string;
  /** Sends the text; a rejection is shown in the dialog (the API's Portuguese detail). */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog with one text (the message to the seller, a report, a refusal's reason) and its button. */
export function TextDialog({
  title,
  label,
  hint,
  maxLength,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: TextDialogProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!text.trim()) {
      setError(`Preencha o campo ${label}.`);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit(text.trim());
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível enviar. Tente novamente.');
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      title={title}
      onClose={onClose}
      dismissible={!sending}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={sending} loadingText="Enviando…">
            {submitLabel}
          </Button>
        </div>
      }
    >
      <TextAreaField
        data-autofocus
        label={label}
        hint={hint}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
      />
      {error && (
        <FormAlert tone="error" className="mt-4">
          {error}
        </FormAlert>
      )}
    </Modal>
  );
}
