import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

interface RepeatableRowProps {
  /** The group's name, e.g. 'Formação 2'. */
  legend: string;
  /** The remove button's text; the button is shown only when `canRemove`. */
  removeText: string;
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}

/** One entry of a repeatable list (formação, experiência): a named group with its remove button. */
export function RepeatableRow({ legend, removeText, canRemove, onRemove, children }: RepeatableRowProps) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-navy/15 bg-mist/40 px-4 pt-3 pb-5 sm:px-5">
      <legend className="px-1 text-sm font-bold tracking-wide text-accent-strong uppercase">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {canRemove && (
        <div className="mt-4 flex justify-end">
          <Button variant="ghost" onClick={onRemove} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
            {removeText}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
