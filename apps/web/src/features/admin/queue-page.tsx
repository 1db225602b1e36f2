import type { Fila } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { userMessage } from '../../lib/user-message';
import { type FilaAction, useFila, useFilaAction } from './api/fila';
import { formatDateTime, formatNumber } from './display';

/** What each queue and kind of job is, in words (an unknown kind shows as it is). */
const MAIL_KINDS: Record<string, string> = {
  'password-reset': 'E-mail de redefinição de senha',
  'admin-invite': 'E-mail de convite de administrador',
  'application-new': 'E-mail de nova candidatura (para a clínica)',
  'application-status': 'E-mail de andamento da candidatura',
  'contact-request': 'E-mail de solicitação de proposta',
  'view-notice': 'E-mail do aviso diário de visualizações',
};
const kindLabel = (fila: string, tipo: string) =>
  fila === 'mail'
    ? (MAIL_KINDS[tipo] ?? 'E-mail')
    : fila === 'view-notice'
      ? 'Preparação do aviso diário de visualizações'
      : tipo;

const DONE: Record<FilaAction, string> = {
  'tentar-novamente': 'O trabalho voltou para a fila.',
  descartar: 'Trabalho descartado.',
};

function Count({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-navy">{formatNumber(value)}</dd>
      <dd className="mt-1 text-sm text-slate-600">{detail}</dd>
    </div>
  );
}

function FailedJob({ job }: { job: Fila['falhas'][number] }) {
  const action = useFilaAction();
  const [problem, setProblem] = useState<string | null>(null);
  const run = (kind: FilaAction) => {
    setProblem(null);
    action.mutate(
      { id: job.id, action: kind },
      {
        onSuccess: () => notify.success(DONE[kind]),
        onError: (err) =>
          setProblem(
            userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível concluir a ação.'),
          ),
      },
    );
  };
  const busy = action.isPending ? action.variables?.action : undefined;
  return (
    <li data-testid="falha" className="rounded-xl bg-white p-4 text-sm ring-1 ring-navy/10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{kindLabel(job.fila, job.tipo)}</p>
          <p className="text-xs text-slate-500">
            Criado em {formatDateTime(job.criado_em)}
            {job.falhou_em && <> · falhou em {formatDateTime(job.falhou_em)}</>} · {job.tentativas}{' '}
            {job.tentativas === 1 ? 'tentativa' : 'tentativas'}
          </p>
          <p className="mt-2 break-words rounded-lg bg-mist p-2 font-mono text-xs text-slate-800">
            {job.erro ?? 'Sem mensagem de erro.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={busy === 'tentar-novamente'}
            disabled={action.isPending}
            onClick={() => run('tentar-novamente')}
          >
            Tentar novamente
          </Button>
          <Button
            variant="outline"
            loading={busy === 'descartar'}
            disabled={action.isPending}
            onClick={() => run('descartar')}
          >
            Descartar
          </Button>
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}

/** /admin/fila: the job queue (e-mails and timed work): counts, and the failed jobs to retry or discard. */
export function QueuePage() {
  usePageTitle('Fila de trabalhos');
  const { data, error, isPending, refetch, isFetching } = useFila();
  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-navy">Fila de trabalhos</h1>
        <Button variant="outline" loading={isFetching && !isPending} onClick={() => refetch()}>
          Atualizar
        </Button>
      </div>
      <p className="mb-6 max-w-3xl text-slate-700">
        Cada e-mail do site e cada aviso programado é um trabalho guardado no banco de dados. Um trabalho que
        falha é tentado de novo, com intervalos cada vez maiores; depois da última tentativa, fica aqui até
        alguém tentar novamente ou descartar.
      </p>
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar a fila."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Count
              label="Aguardando"
              value={data.contagem.aguardando}
              detail="Novos ou à espera de nova tentativa"
            />
            <Count label="Em execução" value={data.contagem.em_execucao} detail="Rodando agora" />
            <Count label="Falhas" value={data.contagem.falhas} detail="Falharam em todas as tentativas" />
          </dl>
          <h2 className="mt-10 mb-4 text-xl font-bold text-navy">Falhas</h2>
          {data.falhas.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-navy/10">
              Nenhuma falha. Tudo em dia.
            </p>
          ) : (
            <ol className="grid gap-3">
              {data.falhas.map((job) => (
                <FailedJob key={job.id} job={job} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

export { QueuePage as Component };
