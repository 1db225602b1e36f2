import { countLabel } from '@app/shared';
import { lazy, Suspense } from 'react';
import { LoadFailure } from '../../components/ui/load-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminResumo } from './api/resumo';
import { formatNumber } from './display';

// The chart library is only ever loaded here, in its own chunk.
const WeeklyCharts = lazy(() => import('./weekly-charts'));

function Card({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-navy">{formatNumber(value)}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

/** /admin: the totals as cards and the last 12 weeks as charts. */
export function DashboardPage() {
  usePageTitle('Painel administrativo');
  const { data, error, isPending, refetch, isFetching } = useAdminResumo();
  return (
    <section>
      <h1 className="mb-6 text-3xl font-extrabold text-navy">Painel administrativo</h1>
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar o painel."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <Card
              label="Candidatos"
              value={data.totais.candidatos}
              detail={`${formatNumber(data.totais.candidatos_publicados)} com perfil publicado`}
            />
            <Card
              label="Clínicas"
              value={data.totais.clinicas}
              detail={countLabel(data.totais.clinicas_verificadas, 'verificada', 'verificadas')}
            />
            <Card label="Vagas abertas" value={data.totais.vagas_abertas} />
            <Card label="Candidaturas" value={data.totais.candidaturas} />
            <Card label="Visualizações de perfis" value={data.totais.visualizacoes} />
          </dl>
          <h2 className="mt-10 mb-4 text-xl font-bold text-navy">Últimas 12 semanas</h2>
          <Suspense fallback={<p className="text-slate-600">Carregando gráficos…</p>}>
            <WeeklyCharts semanas={data.semanas} />
          </Suspense>
        </>
      )}
    </section>
  );
}

export { DashboardPage as Component };
