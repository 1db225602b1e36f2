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

/** The id of the filters' GET form (the controls shown without JavaScript join it by id). */
const FORM_ID = 'filtros-vagas';

/**
 * The filters as a browser without JavaScript shows them: behind a disclosure, each list as plain
 * checkboxes of the GET form, checked as the URL has them, and a submit button. React leaves a <noscript>'s content
 * alone in the browser, so nothing of it is hydrated.
 */
function NoScriptFilters({ filters }: { filters: VagaFilters }) {
  return (
    <noscript>
      {/* A disclosure, closed: on a phone the postings stay near the top. */}
      <details className="mt-4">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-navy underline">
          Filtrar por profissão, estado e contrato
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {DROPDOWNS.map((d) => (
            <fieldset key={d.key} className="rounded-xl border border-navy/15 bg-white p-3">
              <legend className="px-1 text-sm font-semibold text-navy">{d.label}</legend>
              <ul className={d.columns === 4 ? 'grid grid-cols-4 gap-1' : 'flex flex-col gap-0.5'}>
                {d.options.map((option) => (
                  <li key={option.value}>
                    <label className="flex min-h-10 items-center gap-2 px-1 text-sm">
                      <input
                        type="checkbox"
                        form={FORM_ID}
                        name={d.key}
                        value={option.value}
                        defaultChecked={filters[d.key].includes(option.value)}
                        className="h-5 w-5 accent-accent-strong"
                      />
                      {option.label}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
        <div className="mt-3">
          <button
            type="submit"
            form={FORM_ID}
            className="min-h-11 rounded-xl bg-navy px-5 text-sm font-semibold text-white"
          >
            Filtrar vagas
          </button>
        </div>
      </details>
    </noscript>
  );
}

/**
 * The filters of /vagas: several professions, states and contracts (checkbox dropdowns, one open
 * at a time, closed by Escape or a click elsewhere), the search box and 'Limpar filtros'. Without
 * JavaScript the same form works as a plain GET form with checkboxes (NoScriptFilters).
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
      {/* The search box gets the widest column: its placeholder reads whole on a desktop. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)] lg:items-end">
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
        {/* A plain GET form too: without JavaScript it loads /vagas with the search and the filters chosen. */}
        <form
          id={FORM_ID}
          aria-label="Buscar vagas"
          method="get"
          action="/vagas"
          onSubmit={onSearch}
          className="flex items-end gap-2"
        >
          {filters.cidade && <input type="hidden" name="cidade" value={filters.cidade} />}
          <TextField
            label="Buscar"
            name="q"
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
      <NoScriptFilters filters={filters} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
          {/* Part of the GET form too, for a browser without JavaScript. */}
          <input
            type="checkbox"
            form={FORM_ID}
            name="verificadas"
            value="true"
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
