import { type ChangeEvent, useRef, useState } from 'react';
import { addTag, type TagCompare } from './tag-list';

interface TagEntryOptions {
  values: readonly string[];
  onChange: (values: string[]) => void;
  compare: TagCompare;
  /** The option that opens the free-text input instead of being added. */
  otherOption?: string;
  /** The free-text input is always shown (it is not closed after adding). */
  alwaysFree: boolean;
}

/**
 * What choosing and typing do in a TagInput: a chosen preset or typed text is added (blanks and
 * duplicates ignored); the 'other' option opens the free-text input (focused), which closes
 * again after adding or on Cancelar, the focus back on the select.
 */
export function useTagEntry({ values, onChange, compare, otherOption, alwaysFree }: TagEntryOptions) {
  const [otherOpen, setOtherOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);

  const add = (value: string) => {
    const next = addTag(values, value, compare);
    if (next !== values) onChange(next);
  };

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    event.target.value = '';
    if (!value) return;
    if (value === otherOption) {
      setOtherOpen(true);
      requestAnimationFrame(() => inputRef.current?.focus());
      return;
    }
    add(value);
  };

  /** Closes the free entry opened by the 'other' option; the focus goes back to the select. */
  const close = () => {
    setOtherOpen(false);
    requestAnimationFrame(() => selectRef.current?.focus());
  };

  const addTyped = (text: string) => {
    add(text);
    if (!alwaysFree) close();
  };

  return { otherOpen, inputRef, selectRef, onSelect, close, addTyped };
}
