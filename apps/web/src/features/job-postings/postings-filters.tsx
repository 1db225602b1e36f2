import { PROFESSIONS, TIPOS_CONTRATO, UFS } from '@app/shared';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FilterDropdown, type FilterOption } from '../../components/ui/filter-dropdown';
import { TextField } from '../../components/ui/text-field';
import { hasFilters, LIST_FILTER_KEYS, type ListFilterKey, type VagaFilters } from './api/postings';

const asOptions = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value }));

const DROPDOWNS: {
  key: ListFilterKey;
  label: string;
  emptyText: string;
  options: FilterOption[];
  columns?: 4;
}[] = [
  {
    key: 'tipos_profissao',
    label: 'Profissão',
    emptyText: 'Todas as profissões',
    options: asOptions(PROFESSIONS),
  },
  { key: 'estados', label: 'Estado', emptyText: 'Todos os estados', options: asOptions(UFS), columns: 4 },
  {
    key: 'tipos_contrato',
    label: 'Contrato',
    emptyText: 'Todos os contratos',
    options: asOptions(TIPOS_CONTRATO),
  },
];

interface PostingsFiltersProps {
  filters: VagaFilters;
  /** A changed filter, applied at once (the list goes back to page 1). */
  onChange: (patch: Partial<VagaFilters>) => void;
  onClear: () => void;
}

/**
 * The filters of /vagas: several professions, states and contracts (checkbox dropdowns, one open
 * at a time, closed by Escape or a click elsewhere), the search box and 'Limpar filtros'.
 */
export function PostingsFilters({ filters, onChange, onClear }: PostingsFiltersProps) {
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

  return (
    <div ref={areaRef} className="mt-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        {DROPDOWNS.map((d) => (
          <FilterDropdown
            key={d.key}
            label={d.label}
            options={d.options}
            selected={chosen[d.key]}
            onChange={(values) => choose(d.key, values)}
            open={open === d.key}
            onOpenChange={openChange(d.key)}
            emptyText={d.emptyText}
            columns={d.columns}
            overlay
          />
        ))}
        <form aria-label="Buscar vagas" onSubmit={onSearch} className="flex items-end gap-2">
          <TextField
            label="Buscar"
            type="search"
            placeholder="Título, cidade, clínica…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="flex-1"
          />
          <Button
            type="submit"
            variant="secondary"
            aria-label="Buscar vagas"
            icon={<Search className="size-4" />}
          />
        </form>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-teal-700"
            checked={Boolean(filters.verificadas)}
            onChange={(e) => onChange({ verificadas: e.target.checked || undefined })}
          />
          Só clínicas verificadas
        </label>
        {hasFilters(filters) && (
          <Button variant="ghost" icon={<X aria-hidden className="size-4" />} onClick={clear}>
            Limpar filtros
          </Button>
        )}
      </div>
    </div>
  );
}
