import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LIST_FILTER_KEYS, type ListFilterKey, type VagaFilters } from './api/postings';

/** The props of PostingsFilters: the filters in force (the URL's) and what changes them. */
export interface PostingsFiltersProps {
  filters: VagaFilters;
  /** A changed filter, applied at once (the list goes back to page 1). */
  onChange: (patch: Partial<VagaFilters>) => void;
  onClear: () => void;
}

/**
 * The state of the /vagas filters: the dropdown open (one at a time, closed by a click outside the
 * area), the lists chosen ahead of the URL, the search text, and what choosing, searching and
 * 'Limpar filtros' do.
 */
export function usePostingsFilters({ filters, onChange, onClear }: PostingsFiltersProps) {
  const [open, setOpen] = useState<ListFilterKey | null>(null);
  // The checkboxes show a choice at once; the URL (the filters in force) follows a moment later,
  // and when it changes otherwise (back, forward, 'Limpar filtros') the choices follow it.
  const [chosen, setChosen] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (LIST_FILTER_KEYS.some((key) => filters[key].join() !== shown[key].join())) {
    setShown(filters);
    setChosen(filters);
  }
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const areaRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Every list goes to the URL, so a second choice made before it caught up keeps the first.
  const choose = (key: ListFilterKey, values: string[]) => {
    const next = { ...chosen, [key]: values };
    setChosen(next);
    onChange({
      tipos_profissao: next.tipos_profissao,
      estados: next.estados,
      tipos_contrato: next.tipos_contrato,
    });
  };
  const openChange = (key: ListFilterKey) => (next: boolean) =>
    setOpen((current) => (next ? key : current === key ? null : current));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    onChange({ q: text.trim() });
  };
  const clear = () => {
    setOpen(null);
    setText('');
    onClear();
  };

  return { areaRef, open, chosen, text, setText, choose, openChange, onSearch, clear };
}
