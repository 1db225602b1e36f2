import { CONTATO_STATUSES, type Contato, type ContatoStatus, SERVICE_CATALOGUE } from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { SelectField } from '../../components/ui/select-field';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminContatos } from './api/contatos';
import { ContactDialog } from './contact-dialog';
import { contatoStatusLabel, formatDateTime } from './display';
import { PageLinks } from './page-links';
import { CONTATO_TONES, Pill } from './status-pill';

const STATUS_OPTIONS = CONTATO_STATUSES.map((s) => ({ value: s, label: contatoStatusLabel(s) }));
const SERVICE_OPTIONS = SERVICE_CATALOGUE.map((s) => ({
  value: String(s.id),
  label: `${s.id}. ${s.titulo}`,
}));

/** /admin/contatos: the proposal requests, filtered by status and service; a dialog per request. */
export function ContactsPage() {
  usePageTitle('Solicitações de proposta');
  const [params, setParams] = useSearchParams();
  const status = (CONTATO_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ContatoStatus)
    : undefined;
  const servico = Number(params.get('servico')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending, refetch, isFetching } = useAdminContatos({ status, servico, page });
  const [openId, setOpenId] = useState<number | null>(null);
  const open: Contato | undefined = data?.items.find((c) => c.id === openId);

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const hrefOf = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `/admin/contatos?${next}`;
  };

  return (
    <section>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">Solicitações de proposta</h1>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Situação"
          placeholder="Todas"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
        />
        <SelectField
          label="Serviço"
          placeholder="Todos os serviços"
          options={SERVICE_OPTIONS}
          value={servico ? String(servico) : ''}
          onChange={(e) => setFilter('servico', e.target.value)}
        />
      </div>
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar as solicitações."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
          Nenhuma solicitação encontrada.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {data.total === 1 ? '1 solicitação' : `${data.total} solicitações`}
          </p>
          <ul className="grid gap-3">
            {data.items.map((c) => (
              <li
                key={c.id}
                data-testid="contato"
                className="rounded-2xl bg-white shadow-sm ring-1 ring-navy/10"
              >
                <button
                  type="button"
                  onClick={() => setOpenId(c.id)}
                  className="flex w-full flex-wrap items-start justify-between gap-2 p-4 text-left hover:bg-navy/5"
                >
                  <span className="min-w-0">
                    <span className="block font-bold text-navy">
                      {c.nome}
                      {c.clinica && <span className="font-normal text-slate-600"> · {c.clinica}</span>}
                    </span>
                    <span className="block text-sm text-slate-700">{c.servico_titulo}</span>
                    <span className="block text-xs text-slate-500">
                      Recebida em {formatDateTime(c.criado_em)}
                    </span>
                  </span>
                  <Pill tone={CONTATO_TONES[c.status]}>{contatoStatusLabel(c.status)}</Pill>
                </button>
              </li>
            ))}
          </ul>
          <PageLinks
            page={data.page}
            total={data.total}
            size={data.size}
            hrefOf={hrefOf}
            label="Páginas de solicitações"
          />
        </>
      )}
      {open && <ContactDialog contato={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}

export { ContactsPage as Component };
