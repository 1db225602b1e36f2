import { ALERTA_FREQUENCIA_LABELS, alertaFiltersText } from '@app/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { userMessage } from '../../lib/user-message';
import { useAlerts, useDeleteAlert } from './api/alerts';

/** 'Meus alertas de vagas' on the candidate's profile: each alert's filters and how often, with 'Excluir'. */
export function MyAlertsSection() {
  const titleId = useId();
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const items = alerts.data?.items ?? [];
  return (
    <section
      aria-labelledby={titleId}
      data-testid="meus-alertas"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10"
    >
      <h2 id={titleId} className="text-lg font-bold text-navy">
        Meus alertas de vagas
      </h2>
      {alerts.isPending ? (
        <p className="mt-3 text-slate-600">Carregando alertas…</p>
      ) : alerts.isError ? (
        <p className="mt-3 text-red-700">
          {userMessage(alerts.error, 'Não foi possível carregar seus alertas. Recarregue a página.')}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-700">
          Você ainda não tem alertas. Na{' '}
          <Link to="/vagas" className="font-semibold text-accent-strong underline">
            página de vagas
          </Link>
          , escolha os filtros e use "Criar alerta com estes filtros".
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-navy/10">
          {items.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{alertaFiltersText(alert)}</p>
                <p className="text-sm text-slate-600">{ALERTA_FREQUENCIA_LABELS[alert.frequencia]}</p>
              </div>
              <Button
                variant="outline"
                loading={remove.isPending && remove.variables === alert.id}
                aria-label={`Excluir o alerta ${alertaFiltersText(alert)}`}
                onClick={() => remove.mutate(alert.id)}
              >
                Excluir
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-1 text-sm empty:hidden">
        {remove.isSuccess && <span className="text-green-800">Alerta excluído.</span>}
        {remove.isError && (
          <span className="text-red-700">
            {userMessage(remove.error, 'Não foi possível excluir o alerta. Tente novamente.')}
          </span>
        )}
      </p>
    </section>
  );
}
