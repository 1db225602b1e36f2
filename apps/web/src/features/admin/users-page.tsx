import { type AccountType, accountTypes } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminList } from './admin-list';
import { useAdminUsuarios } from './api/usuarios';
import { ACCOUNT_LABELS, formatDate } from './display';
import { ListRowButton } from './list-row-button';
import { Pill } from './status-pill';
import { useListQuery } from './use-list-query';
import { UserDialog } from './user-dialog';

const TIPO_OPTIONS = accountTypes.map((t) => ({ value: t, label: ACCOUNT_LABELS[t] }));

/** /admin/usuarios: search the accounts by name or e-mail and type; a dialog per account. */
export function UsersPage() {
  usePageTitle('Contas');
  const { params, page, setFilter, hrefOf } = useListQuery('/admin/usuarios');
  const tipo = (accountTypes as readonly string[]).includes(params.get('tipo') ?? '')
    ? (params.get('tipo') as AccountType)
    : undefined;
  const q = params.get('q')?.trim() || undefined;
  const usuarios = useAdminUsuarios({ tipo, q, page });
  const [text, setText] = useState(q ?? '');
  const [openId, setOpenId] = useState<number | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', text.trim());
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
          onChange={(e) => setFilter('tipo', e.target.value)}
        />
        <Button type="submit">Buscar</Button>
      </form>
      <AdminList
        query={usuarios}
        failureMessage="Não foi possível carregar as contas."
        emptyMessage="Nenhuma conta encontrada."
        countNoun={{ one: 'conta', other: 'contas' }}
        pagesLabel="Páginas de contas"
        hrefOf={hrefOf}
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((u) => (
              <ListRowButton key={u.id} testId="conta" onClick={() => setOpenId(u.id)}>
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
              </ListRowButton>
            ))}
          </ul>
        )}
      </AdminList>
      {openId !== null && <UserDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

export { UsersPage as Component };
