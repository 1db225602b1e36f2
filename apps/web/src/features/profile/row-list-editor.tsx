import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../components/ui/button';

interface RowListEditorProps {
  /** The rows' stable keys, in order. */
  keys: readonly string[];
  /** The group name of a row, e.g. 'Formação 2'. */
  legend: (index: number) => string;
  removeText: string;
  addText: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
}

/** Editable rows, each a named group with its remove button, and the add button under them. */
export function RowListEditor({
  keys,
  legend,
  removeText,
  addText,
  onAdd,
  onRemove,
  renderRow,
}: RowListEditorProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-col gap-5">
      {keys.map((key, index) => (
        <fieldset
          key={key}
          className="min-w-0 rounded-2xl border border-navy/15 bg-mist/40 px-4 pt-3 pb-4 sm:px-5"
        >
          <legend className="px-1 text-sm font-bold tracking-wide text-accent-strong uppercase">
            {legend(index)}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{renderRow(index)}</div>
          <div className="mt-4 flex justify-end">
            <Button
              variant="ghost"
              aria-label={`${removeText} (${legend(index)})`}
              onClick={() => {
                onRemove(index);
                addRef.current?.focus();
              }}
              icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
            >
              {removeText}
            </Button>
          </div>
        </fieldset>
      ))}
      {keys.length === 0 && <p className="text-muted">Nenhum item. Use o botão abaixo para adicionar.</p>}
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
