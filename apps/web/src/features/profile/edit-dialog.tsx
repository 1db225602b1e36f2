import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { formatSaveError, type SaveError } from './save-error';

interface EditDialogProps {
  /** 'Editar Formação', 'Editar Experiência', … */
  title: string;
  onClose: () => void;
  /** Sends the changes (one call after another); throws on the first failure. */
  onSave: () => Promise<void>;
  /** Runs after every attempt, successful or not (reloads the profile's data). */
  onSettled?: () => Promise<unknown> | undefined;
  children: ReactNode;
}

/**
 * The profile's edit dialog (spec 2 section 2.3): the form in a scrolling body, Cancelar and
 * Salvar ('Salvando...'). On success it closes; on failure it stays open with the error above
 * the form. While saving, Escape, the backdrop and Cancelar are ignored.
 */
export function EditDialog({ title, onClose, onSave, onSettled, children }: EditDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<SaveError | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // The error sits above the form: bring it into view (Salvar may be far below it).
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    let failed = false;
    try {
      await onSave();
    } catch (caught) {
      failed = true;
      setError(formatSaveError(caught));
    }
    await onSettled?.();
    setSaving(false);
    if (!failed) onClose();
  };

  return (
    <Modal
      title={title}
      size="5xl"
      onClose={onClose}
      dismissible={!saving}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Salvando...">
            Salvar
          </Button>
        </>
      }
    >
      {error && (
        <div ref={errorRef} className="mb-5 scroll-mt-4">
          <FormAlert tone="error">
            <p>{error.message}</p>
            <p className="mt-1">{error.detail}</p>
          </FormAlert>
        </div>
      )}
      <form id={formId} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {children}
      </form>
    </Modal>
  );
}
