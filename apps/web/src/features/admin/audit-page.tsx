import type { AuditAction } from '@app/shared';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminList } from './admin-list';
import { useAuditoria } from './api/auditoria';
import { formatDateTime } from './display';

const ACTIONS: Record<AuditAction, string> = {
  suspender: 'Suspendeu a conta',
  reativar: 'Reativou a conta',
  verificar: 'Verificou a clínica',
  desverificar: 'Removeu a verificação da clínica',
  contato_status: 'Mudou a situação da solicitação',
  contato_nota: 'Anotou na solicitação',
};

/** /admin/auditoria: every administrator action, newest first. */
export function AuditPage() {
  usePageTitle('Auditoria');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const auditoria = useAuditoria(page);
  return (
    <section>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">Auditoria</h1>
      <AdminList
        query={auditoria}
        failureMessage="Não foi possível carregar a auditoria."
        emptyMessage="Nenhuma ação registrada ainda."
        pagesLabel="Páginas da auditoria"
        hrefOf={(p) => `/admin/auditoria?page=${p}`}
      >
        {(items) => (
          <ol className="grid gap-2">
            {items.map((e) => (
              <li
                key={e.id}
                data-testid="auditoria"
                className="rounded-xl bg-white p-4 text-sm ring-1 ring-navy/10"
              >
                <p className="text-slate-900">
                  <strong>{e.admin.nome ?? e.admin.email}</strong> · {ACTIONS[e.acao]}
                  {e.alvo && <> · {e.alvo}</>}
                </p>
                {e.motivo && <p className="text-slate-700">Motivo: {e.motivo}</p>}
                <p className="text-xs text-slate-500">{formatDateTime(e.em)}</p>
              </li>
            ))}
          </ol>
        )}
      </AdminList>
    </section>
  );
}

export { AuditPage as Component };
