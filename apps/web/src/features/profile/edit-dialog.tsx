import { type BaseSyntheticEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { formatSaveError, SAVE_FAILED } from './save-error';
import { UNSAVED_EDIT_RESTORED, useUnsavedEdit } from './use-unsaved-edit';

interface EditDialogProps<V extends FieldValues> {
  /** Which card's dialog (kept under this name when the session ends during the edit). */
  draftName: string;
  /** The dialog's form: its values are kept if the session ends, and put back after signing in. */
  form: UseFormReturn<V>;
  /** 'Editar Formação', 'Editar Experiência', … */
  title: string;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit, which starts the save's mutation). */
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  /** The save's mutation is under way. */
  saving: boolean;
  /** The last save's failure, or null. */
  error: unknown;
  /** The browser refused the form (its fields show why); the alert says the save did not happen. */
  invalid?: boolean;
  /** What the browser refused, for forms whose fields cannot show it beside them. */
  problems?: readonly string[];
  children: ReactNode;
}

/**
 * The profile's edit dialog (spec 2 section 2.3): the form in a scrolling body, Cancelar and
 * Salvar ('Salvando...'). On failure it stays open with the error above the form. While saving,
 * Escape, the backdrop and Cancelar are ignored. When the session ends during the edit, its values
 * are kept and the dialog opens again with them after signing in (lib/unsaved-edit.ts).
 */
export function EditDialog<V extends FieldValues>({
  draftName,
  form,
  title,
  onClose,
  onSubmit,
  saving,
  error,
  invalid = false,
  problems = [],
  children,
}: EditDialogProps<V>) {
  const formId = useId();
  const restored = useUnsavedEdit(draftName, form);
  const errorRef = useRef<HTMLDivElement>(null);
  // A server failure is told in full; a form the browser refused only says the save did not happen.
  const failure = error ? formatSaveError(error) : invalid ? { message: SAVE_FAILED, detail: '' } : null;

  // The error sits above the form: bring it into view (Salvar may be far below it).
  useEffect(() => {
    if (error || invalid) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error, invalid]);

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
      {restored && !failure && (
        <FormAlert tone="info" className="mb-5">
          {UNSAVED_EDIT_RESTORED}
        </FormAlert>
      )}
      {failure && (
        <div ref={errorRef} className="mb-5 scroll-mt-4">
          <FormAlert tone="error">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
            {!error && problems.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </FormAlert>
        </div>
      )}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void onSubmit(event);
        }}
        aria-busy={saving || undefined}
      >
        {children}
      </form>
    </Modal>
  );
}
