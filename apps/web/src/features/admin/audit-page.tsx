import type { AuditAction } from '@app/shared';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuditoria } from './api/auditoria';
import { formatDateTime } from './display';
import { PageLinks } from './page-links';

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
  const { data, error, isPending, refetch, isFetching } = useAuditoria(page);
  return (
    <section>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">Auditoria</h1>
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar a auditoria."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
          Nenhuma ação registrada ainda.
        </p>
      ) : (
        <>
          <ol className="grid gap-2">
            {data.items.map((e) => (
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
          <PageLinks
            page={data.page}
            total={data.total}
            size={data.size}
            hrefOf={(p) => `/admin/auditoria?page=${p}`}
            label="Páginas da auditoria"
          />
        </>
      )}
    </section>
  );
}

export { AuditPage as Component };
