import { CONTATO_STATUSES, type Contato, type ContatoStatus, SERVICE_CATALOGUE } from '@app/shared';
import { useState } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminList } from './admin-list';
import { useAdminContatos } from './api/contatos';
import { ContactDialog } from './contact-dialog';
import { contatoStatusLabel, formatDateTime } from './display';
import { ListRowButton } from './list-row-button';
import { CONTATO_TONES, Pill } from './status-pill';
import { useListQuery } from './use-list-query';

const STATUS_OPTIONS = CONTATO_STATUSES.map((s) => ({ value: s, label: contatoStatusLabel(s) }));
const SERVICE_OPTIONS = SERVICE_CATALOGUE.map((s) => ({
  value: String(s.id),
  label: `${s.id}. ${s.titulo}`,
}));

/** /admin/contatos: the proposal requests, filtered by status and service; a dialog per request. */
export function ContactsPage() {
  usePageTitle('Solicitações de proposta');
  const { params, page, setFilter, hrefOf } = useListQuery('/admin/contatos');
  const status = (CONTATO_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ContatoStatus)
    : undefined;
  const servico = Number(params.get('servico')) || undefined;
  const contatos = useAdminContatos({ status, servico, page });
  const [openId, setOpenId] = useState<number | null>(null);
  const open: Contato | undefined = contatos.data?.items.find((c) => c.id === openId);

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
      <AdminList
        query={contatos}
        failureMessage="Não foi possível carregar as solicitações."
        emptyMessage="Nenhuma solicitação encontrada."
        countNoun={{ one: 'solicitação', other: 'solicitações' }}
        pagesLabel="Páginas de solicitações"
        hrefOf={hrefOf}
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((c) => (
              <ListRowButton key={c.id} testId="contato" onClick={() => setOpenId(c.id)}>
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
              </ListRowButton>
            ))}
          </ul>
        )}
      </AdminList>
      {open && <ContactDialog contato={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}

export { ContactsPage as Component };
