import { type AccountType, accountTypes } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminUsuarios } from './api/usuarios';
import { ACCOUNT_LABELS, formatDate } from './display';
import { PageLinks } from './page-links';
import { Pill } from './status-pill';
import { UserDialog } from './user-dialog';

const TIPO_OPTIONS = accountTypes.map((t) => ({ value: t, label: ACCOUNT_LABELS[t] }));

/** /admin/usuarios: search the accounts by name or e-mail and type; a dialog per account. */
export function UsersPage() {
  usePageTitle('Contas');
  const [params, setParams] = useSearchParams();
  const tipo = (accountTypes as readonly string[]).includes(params.get('tipo') ?? '')
    ? (params.get('tipo') as AccountType)
    : undefined;
  const q = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending, refetch, isFetching } = useAdminUsuarios({ tipo, q, page });
  const [text, setText] = useState(q ?? '');
  const [openId, setOpenId] = useState<number | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) next.set('q', text.trim());
    else next.delete('q');
    next.delete('page');
    setParams(next);
  };
  const setTipo = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('tipo', value);
    else next.delete('tipo');
    next.delete('page');
    setParams(next);
  };
  const hrefOf = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `/admin/usuarios?${next}`;
  };

  return (
    <section>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">Contas</h1>
      <form
        aria-label="Buscar contas"
        onSubmit={search}
        className="mb-6 grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <TextField
          label="Buscar por nome ou e-mail"
          type="search"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <SelectField
          label="Tipo de conta"
          placeholder="Todos"
          options={TIPO_OPTIONS}
          value={tipo ?? ''}
          onChange={(e) => setTipo(e.target.value)}
        />
        <Button type="submit">Buscar</Button>
      </form>
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar as contas."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
          Nenhuma conta encontrada.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {data.total === 1 ? '1 conta' : `${data.total} contas`}
          </p>
          <ul className="grid gap-3">
            {data.items.map((u) => (
              <li
                key={u.id}
                data-testid="conta"
                className="rounded-2xl bg-white shadow-sm ring-1 ring-navy/10"
              >
                <button
                  type="button"
                  onClick={() => setOpenId(u.id)}
                  className="flex w-full flex-wrap items-start justify-between gap-2 p-4 text-left hover:bg-navy/5"
                >
                  <span className="min-w-0">
                    <span className="block font-bold text-navy">{u.nome ?? u.email}</span>
                    <span className="block break-all text-sm text-slate-700">{u.email}</span>
                    <span className="block text-xs text-slate-500">Desde {formatDate(u.criado_em)}</span>
                  </span>
                  <span className="flex flex-wrap gap-1.5">
                    <Pill>{ACCOUNT_LABELS[u.tipo_usuario]}</Pill>
                    {u.verificada && <Pill tone="green">Verificada</Pill>}
                    {u.suspenso && <Pill tone="red">Suspensa</Pill>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <PageLinks
            page={data.page}
            total={data.total}
            size={data.size}
            hrefOf={hrefOf}
            label="Páginas de contas"
          />
        </>
      )}
      {openId !== null && <UserDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

export { UsersPage as Component };
