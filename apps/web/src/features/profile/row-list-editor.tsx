import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../components/ui/button';
import type { EditableRow } from './row-sync';

interface RowListEditorProps<R extends EditableRow> {
  rows: readonly R[];
  /** The group name of a row, e.g. 'Formação 2'. */
  legend: (index: number) => string;
  removeText: string;
  addText: string;
  onAdd: () => void;
  onRemove: (key: string) => void;
  renderRow: (row: R) => ReactNode;
}

/** Editable rows, each a named group with its remove button, and the add button under them. */
export function RowListEditor<R extends EditableRow>({
  rows,
  legend,
  removeText,
  addText,
  onAdd,
  onRemove,
  renderRow,
}: RowListEditorProps<R>) {
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-col gap-5">
      {rows.map((row, index) => (
        <fieldset
          key={row.key}
          className="min-w-0 rounded-2xl border border-navy/15 bg-mist/40 px-4 pt-3 pb-4 sm:px-5"
        >
          <legend className="px-1 text-sm font-bold tracking-wide text-accent-strong uppercase">
            {legend(index)}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{renderRow(row)}</div>
          <div className="mt-4 flex justify-end">
            <Button
              variant="ghost"
              aria-label={`${removeText} (${legend(index)})`}
              onClick={() => {
                onRemove(row.key);
                addRef.current?.focus();
              }}
              icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
            >
              {removeText}
            </Button>
          </div>
        </fieldset>
      ))}
      {rows.length === 0 && <p className="text-muted">Nenhum item. Use o botão abaixo para adicionar.</p>}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          onClick={onAdd}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        >
          {addText}
        </Button>
      </div>
    </div>
  );
}
