import { ANUNCIO_CATEGORIAS, ANUNCIO_MARCAS, UFS } from '@app/shared';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { type AnuncioFilters, filtersFromSearch } from './api/anuncios';

const field = 'mt-1 block w-full rounded-xl border border-navy/20 bg-white px-3 py-2 text-base text-navy';
const label = 'block text-sm font-semibold text-slate-700';

/** A select's option: its value (shown as it is) or [value, text]. */
type ChoiceOption = string | readonly [string, string];

const TIPO_OPTIONS: readonly ChoiceOption[] = [
  ['', 'Vendas e procuras'],
  ['venda', 'À venda'],
  ['compra', 'Procura-se (quero comprar)'],
];
const ORDEM_OPTIONS: readonly ChoiceOption[] = [
  ['recentes', 'Mais recentes'],
  ['preco', 'Menor preço'],
];

/** The filters of the form's fields, as the URL would carry them (blank fields left out). */
function filtersOfForm(form: HTMLFormElement): AnuncioFilters {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (String(value).trim()) params.append(key, String(value));
  return filtersFromSearch(params);
}

interface AnuncioFiltersFormProps {
  filters: AnuncioFilters;
  onChange: (filters: AnuncioFilters) => void;
  onClear: () => void;
}

/**
 * The list's filters: a GET form of /classificados (it works before the page hydrates too); with
 * JavaScript the URL changes without reloading. `key` it by the URL so it shows the URL's values.
 */
export function AnuncioFiltersForm({ filters, onChange, onClear }: AnuncioFiltersFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(filtersOfForm(event.currentTarget));
  };
  return (
    <form
      method="get"
      action="/classificados"
      onSubmit={submit}
      aria-label="Filtrar anúncios"
      className="mt-6 grid gap-4 rounded-2xl bg-mist p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Labelled id="filtro-q" text="Buscar" className="sm:col-span-2">
        <input
          id="filtro-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Ex.: panorâmico Vatech"
          className={field}
        />
      </Labelled>
      <Choice id="filtro-tipo" name="tipo" text="Tipo" value={filters.tipo} options={TIPO_OPTIONS} />
      <Choice
        id="filtro-categoria"
        name="categorias"
        text="Categoria"
        value={filters.categorias[0] ?? ''}
        options={[['', 'Todas'], ...ANUNCIO_CATEGORIAS]}
      />
      <BrandFilter value={filters.marca} />
      <Choice
        id="filtro-estado"
        name="estados"
        text="Estado"
        value={filters.estados[0] ?? ''}
        options={[['', 'Todos'], ...UFS]}
      />
      <Labelled id="filtro-cidade" text="Cidade">
        <input id="filtro-cidade" name="cidade" defaultValue={filters.cidade} className={field} />
      </Labelled>
      <Labelled id="filtro-preco" text="Preço até (R$)">
        <input
          id="filtro-preco"
          name="preco_max"
          inputMode="numeric"
          defaultValue={filters.preco_max}
          className={field}
        />
      </Labelled>
      <Choice
        id="filtro-ordem"
        name="ordem"
        text="Ordenar por"
        value={filters.ordem}
        options={ORDEM_OPTIONS}
      />
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Filtrar</Button>
        <Button type="button" variant="outline" onClick={onClear}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}

/** A filter with its label above it. */
function Labelled({
  id,
  text,
  className,
  children,
}: {
  id: string;
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}

/** The brand: typed, with the catalogue's brands offered. */
function BrandFilter({ value }: { value: string }) {
  return (
    <Labelled id="filtro-marca" text="Marca">
      <input id="filtro-marca" name="marcas" list="marcas-catalogo" defaultValue={value} className={field} />
      <datalist id="marcas-catalogo">
        {ANUNCIO_MARCAS.map((marca) => (
          <option key={marca} value={marca} />
        ))}
      </datalist>
    </Labelled>
  );
}

/** A select filter; an option is its value (shown as it is) or [value, text]. */
function Choice({
  id,
  name,
  text,
  value,
  options,
}: {
  id: string;
  name: string;
  text: string;
  value: string;
  options: readonly ChoiceOption[];
}) {
  return (
    <Labelled id={id} text={text}>
      <select id={id} name={name} defaultValue={value} className={field}>
        {options.map((option) => {
          const [optionValue, optionText] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionText}
            </option>
          );
        })}
      </select>
    </Labelled>
  );
}
