import type { AuditAction } from '@app/shared';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminList } from './admin-list';
import { useAuditoria } from './api/auditoria';
import { formatDateTime } from './display';
import { useListQuery } from './use-list-query';

const ACTIONS: Record<AuditAction, string> = {
  suspender: 'Suspendeu a conta',
  reativar: 'Reativou a conta',
  verificar: 'Verificou a clínica',
  desverificar: 'Removeu a verificação da clínica',
  contato_status: 'Mudou a situação da solicitação',
  contato_nota: 'Anotou na solicitação',
  fila_tentar: 'Tentou de novo um trabalho da fila',
  fila_descartar: 'Descartou um trabalho da fila',
  anuncio_aprovar: 'Aprovou o anúncio',
  anuncio_recusar: 'Recusou o anúncio',
  post_criar: 'Criou um artigo do blog',
  post_editar: 'Editou um artigo do blog',
  post_excluir: 'Excluiu um artigo do blog',
  post_imagem: 'Enviou uma imagem do blog',
};

/** /admin/auditoria: every administrator action, newest first. */
export function AuditPage() {
  usePageTitle('Auditoria');
  const { page, hrefOf } = useListQuery('/admin/auditoria');
  const auditoria = useAuditoria(page);
  return (
    <section>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">Auditoria</h1>
      <AdminList
        query={auditoria}
        failureMessage="Não foi possível carregar a auditoria."
        emptyMessage="Nenhuma ação registrada ainda."
        pagesLabel="Páginas da auditoria"
        hrefOf={hrefOf}
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
