import { ANUNCIO_CATEGORIAS, ANUNCIO_MARCAS, UFS } from '@app/shared';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { type AnuncioFilters, filtersFromSearch } from './api/anuncios';

const field = 'mt-1 block w-full rounded-xl border border-navy/20 bg-white px-3 py-2 text-base text-navy';
const label = 'block text-sm font-semibold text-slate-700';

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
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (String(value).trim()) params.append(key, String(value));
    onChange(filtersFromSearch(params));
  };
  return (
    <form
      method="get"
      action="/classificados"
      onSubmit={submit}
      aria-label="Filtrar anúncios"
      className="mt-6 grid gap-4 rounded-2xl bg-mist p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor="filtro-q" className={label}>
          Buscar
        </label>
        <input
          id="filtro-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Ex.: panorâmico Vatech"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="filtro-tipo" className={label}>
          Tipo
        </label>
        <select id="filtro-tipo" name="tipo" defaultValue={filters.tipo} className={field}>
          <option value="">Vendas e procuras</option>
          <option value="venda">À venda</option>
          <option value="compra">Procura-se (quero comprar)</option>
        </select>
      </div>
      <div>
        <label htmlFor="filtro-categoria" className={label}>
          Categoria
        </label>
        <select
          id="filtro-categoria"
          name="categorias"
          defaultValue={filters.categorias[0] ?? ''}
          className={field}
        >
          <option value="">Todas</option>
          {ANUNCIO_CATEGORIAS.map((categoria) => (
            <option key={categoria}>{categoria}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-marca" className={label}>
          Marca
        </label>
        <input
          id="filtro-marca"
          name="marcas"
          list="marcas-catalogo"
          defaultValue={filters.marca}
          className={field}
        />
        <datalist id="marcas-catalogo">
          {ANUNCIO_MARCAS.map((marca) => (
            <option key={marca} value={marca} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor="filtro-estado" className={label}>
          Estado
        </label>
        <select id="filtro-estado" name="estados" defaultValue={filters.estados[0] ?? ''} className={field}>
          <option value="">Todos</option>
          {UFS.map((uf) => (
            <option key={uf}>{uf}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-cidade" className={label}>
          Cidade
        </label>
        <input id="filtro-cidade" name="cidade" defaultValue={filters.cidade} className={field} />
      </div>
      <div>
        <label htmlFor="filtro-preco" className={label}>
          Preço até (R$)
        </label>
        <input
          id="filtro-preco"
          name="preco_max"
          inputMode="numeric"
          defaultValue={filters.preco_max}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="filtro-ordem" className={label}>
          Ordenar por
        </label>
        <select id="filtro-ordem" name="ordem" defaultValue={filters.ordem} className={field}>
          <option value="recentes">Mais recentes</option>
          <option value="preco">Menor preço</option>
        </select>
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Filtrar</Button>
        <Button type="button" variant="outline" onClick={onClear}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
