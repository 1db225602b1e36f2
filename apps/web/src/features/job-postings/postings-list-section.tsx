import { PROFESSIONS, STATES, TIPOS_CONTRATO } from '@app/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import {
  filtersFromSearch,
  filtersToSearch,
  useVagaList,
  VAGAS_PAGE_SIZE,
  type VagaFilters,
} from './api/postings';
import { PostingCard } from './posting-card';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.nome} (${s.uf})` }));

/** The open postings of /vagas: filters kept in the URL, a search box, the cards and the pages. */
export function PostingsListSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const { data, isPending, isError, refetch, isFetching } = useVagaList(filters);

  const update = (patch: Partial<VagaFilters>) =>
    setSearchParams(filtersToSearch({ ...filters, page: 1, ...patch }), { preventScrollReset: true });
  const one = (value: string) => (value ? [value] : []);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / VAGAS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="vagas-abertas" className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id="vagas-abertas" className="text-center text-3xl font-extrabold text-navy">
          Vagas abertas
        </h2>
        <p className="mt-2 text-center text-slate-700">
          Oportunidades publicadas pelas clínicas parceiras. Filtre pela sua função e região.
        </p>
        <div className="mt-8 grid gap-4 md:grid-cols-4">
          <SelectField
            label="Profissão"
            placeholder="Todas"
            options={PROFESSIONS}
            value={filters.tipos_profissao[0] ?? ''}
            onChange={(e) => update({ tipos_profissao: one(e.target.value) })}
          />
          <SelectField
            label="Estado"
            placeholder="Todos"
            options={STATE_OPTIONS}
            value={filters.estados[0] ?? ''}
            onChange={(e) => update({ estados: one(e.target.value) })}
          />
          <SelectField
            label="Contrato"
            placeholder="Todos"
            options={TIPOS_CONTRATO}
            value={filters.tipos_contrato[0] ?? ''}
            onChange={(e) => update({ tipos_contrato: one(e.target.value) })}
          />
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

        <div className="mt-8" aria-live="polite" aria-busy={isFetching || undefined}>
          {isPending ? (
            <p className="text-center text-slate-600">Carregando vagas…</p>
          ) : isError ? (
            <div className="text-center">
              <p className="text-slate-700">Não foi possível carregar as vagas.</p>
              <Button variant="outline" className="mt-3" onClick={() => refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : data.items.length === 0 ? (
            <p className="rounded-2xl bg-mist p-8 text-center text-slate-700">
              Nenhuma vaga encontrada com esses filtros.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                {data.total === 1 ? '1 vaga encontrada' : `${data.total} vagas encontradas`}
              </p>
              <ul className="mt-3 grid gap-4 md:grid-cols-2">
                {data.items.map((vaga) => (
                  <PostingCard key={vaga.id} vaga={vaga} />
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label="Páginas de vagas" className="mt-6 flex items-center justify-center gap-3">
                  <Button
                    variant="outline"
                    disabled={filters.page <= 1}
                    onClick={() => update({ page: filters.page - 1 })}
                  >
                    Anterior
                  </Button>
                  <span className="text-sm text-slate-700">
                    Página {filters.page} de {pages}
                  </span>
                  <Button
                    variant="outline"
                    disabled={filters.page >= pages}
                    onClick={() => update({ page: filters.page + 1 })}
                  >
                    Próxima
                  </Button>
                </nav>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default PostingsListSection;
