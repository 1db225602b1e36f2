import { PROFESSIONS, TIPOS_CONTRATO, UFS } from '@app/shared';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FilterDropdown, type FilterOption } from '../../components/ui/filter-dropdown';
import { hasFilters, type ListFilterKey, type VagaFilters } from './api/postings';
import { FILTERS_FORM_ID, PostingsSearchForm } from './postings-search-form';
import { type PostingsFiltersProps, usePostingsFilters } from './use-postings-filters';

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
                        form={FILTERS_FORM_ID}
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
            form={FILTERS_FORM_ID}
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
  const { areaRef, open, chosen, text, setText, choose, openChange, onSearch, clear } = usePostingsFilters({
    filters,
    onChange,
    onClear,
  });

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
        <PostingsSearchForm cidade={filters.cidade} text={text} onTextChange={setText} onSearch={onSearch} />
      </div>
      <NoScriptFilters filters={filters} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
          {/* Part of the GET form too, for a browser without JavaScript. */}
          <input
            type="checkbox"
            form={FILTERS_FORM_ID}
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
