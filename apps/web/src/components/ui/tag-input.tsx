import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useState } from 'react';
import { Button } from './button';
import { controlClasses } from './field';
import { SelectControl } from './select-control';
import { remainingOptions, removeTagAt, type TagCompare } from './tag-list';
import { useTagEntry } from './use-tag-entry';

export interface TagInputProps {
  label: ReactNode;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Preset values offered in a select; choosing one adds it. */
  options?: readonly string[];
  /** The option ('Outra', 'Outros') that opens a free-text input with Adicionar and Cancelar. */
  otherOption?: string;
  /** A text input with Adicionar always shown (default: only when there are no options). */
  freeEntry?: boolean;
  compare?: TagCompare;
  selectPlaceholder?: string;
  inputPlaceholder?: string;
  hint?: ReactNode;
  className?: string;
}

/**
 * A list of tags (spec 2 section 4): a value is added by choosing it in the select, or by typing
 * it and pressing Enter or Adicionar; blanks and duplicates are ignored; × removes an item. With
 * `otherOption`, choosing that option opens the free-text input (Adicionar, Cancelar).
 */
export function TagInput({
  label,
  values,
  onChange,
  options,
  otherOption,
  freeEntry,
  compare = 'case-insensitive',
  selectPlaceholder = 'Selecione para adicionar',
  inputPlaceholder = 'Digite um item',
  hint,
  className = '',
}: TagInputProps) {
  const id = useId();
  const hasOptions = Boolean(options && options.length > 0);
  const alwaysFree = freeEntry ?? !hasOptions;
  const { otherOpen, inputRef, selectRef, onSelect, close, addTyped } = useTagEntry({
    values,
    onChange,
    compare,
    otherOption,
    alwaysFree,
  });
  const showInput = alwaysFree || otherOpen;
  const labelId = `${id}-rotulo`;
  const hintId = `${id}-dica`;

  const selectable = hasOptions ? remainingOptions(options ?? [], values, compare, otherOption) : [];

  return (
    <fieldset
      className={`flex min-w-0 flex-col gap-2 ${className}`}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend id={labelId} className="mb-1.5 text-sm font-semibold text-navy">
        {label}
      </legend>
      {hasOptions && (
        <span id={`${id}-outro`} hidden>
          (outro valor)
        </span>
      )}
      {hasOptions && (
        // The presets not chosen yet; choosing one adds it and empties the select again.
        <SelectControl
          ref={selectRef}
          aria-labelledby={labelId}
          value=""
          onChange={onSelect}
          placeholder={selectPlaceholder}
          options={selectable}
        />
      )}
      {showInput && (
        <FreeEntry
          inputRef={inputRef}
          labelledBy={hasOptions ? `${labelId} ${id}-outro` : labelId}
          placeholder={inputPlaceholder}
          onAdd={addTyped}
          {...(alwaysFree ? {} : { onCancel: close })}
        />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <AddedTags values={values} onChange={onChange} />
    </fieldset>
  );
}

/** The items added, each with × (Remover …). */
function AddedTags({
  values,
  onChange,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Itens adicionados">
      {values.map((value, index) => (
        <li
          key={value}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent-soft/70 py-1 pr-1 pl-3 text-sm text-navy"
        >
          <span className="min-w-0 break-words">{value}</span>
          <button
            type="button"
            onClick={() => onChange(removeTagAt(values, index))}
            aria-label={`Remover ${value}`}
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-navy/80 transition-colors hover:bg-white hover:text-navy"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The text input with Adicionar (Enter adds too) and, for the 'other' option, Cancelar (or Escape). */
function FreeEntry({
  inputRef,
  labelledBy,
  placeholder,
  onAdd,
  onCancel,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  labelledBy: string;
  placeholder: string;
  onAdd: (text: string) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState('');
  const submit = () => {
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={inputRef}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-labelledby={labelledBy}
        className={`${controlClasses(false)} min-w-0 flex-1 basis-32`}
      />
      <Button variant="outline" onClick={submit} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
        Adicionar
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      )}
    </div>
  );
}
