import { type AdminUsuarioDetail, countLabel, formatCnpj, VAGA_STATUS_LABELS } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-area-field';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { type ModerationAction, useAdminUsuario, useModerate } from './api/usuarios';
import { ACCOUNT_LABELS, formatDate, formatDateTime } from './display';
import { PhoneLink } from './phone-link';
import { Pill } from './status-pill';

const DONE: Record<ModerationAction['kind'], string> = {
  suspender: 'Conta suspensa.',
  reativar: 'Conta reativada.',
  verificar: 'Clínica verificada.',
  desverificar: 'Verificação removida.',
};

function Figures({ user }: { user: AdminUsuarioDetail }) {
  const items: [string, number][] = [];
  if (user.candidato) {
    items.push(
      ['Formações', user.candidato.formacoes.length],
      ['Experiências', user.candidato.experiencias.length],
    );
    items.push(
      ['Candidaturas', user.candidaturas.length],
      ['Visualizações do perfil', user.visualizacoes.recebidas],
    );
  }
  if (user.clinica) {
    items.push(['Vagas', user.vagas.length], ['Perfis visualizados', user.visualizacoes.feitas]);
  }
  if (items.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-mist p-3">
          <dt className="text-xs font-semibold text-slate-600">{label}</dt>
          <dd className="text-xl font-bold text-navy">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One account: its data and figures; suspend (with a reason) or reactivate; verify a clinic. */
export function UserDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: user, error, isPending, refetch, isFetching } = useAdminUsuario(id);
  const moderate = useModerate(id);
  const [asking, setAsking] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const run = (action: ModerationAction) => {
    setProblem(null);
    moderate.mutate(action, {
      onSuccess: () => {
        notify.success(DONE[action.kind]);
        setAsking(false);
        setMotivo('');
      },
      onError: (err) =>
        setProblem(
          userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível concluir a ação.'),
        ),
    });
  };
  const suspend = () => {
    if (motivo.trim().length < 3) return setProblem('Informe o motivo da suspensão.');
    run({ kind: 'suspender', motivo: motivo.trim() });
  };

  let footer = null;
  if (user && user.tipo_usuario !== 'admin')
    footer = (
      <div className="flex flex-wrap justify-end gap-3">
        {user.tipo_usuario === 'clinica' &&
          (user.verificada ? (
            <Button
              variant="outline"
              onClick={() => run({ kind: 'desverificar' })}
              disabled={moderate.isPending}
            >
              Remover verificação
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => run({ kind: 'verificar' })}
              disabled={moderate.isPending}
            >
              Verificar
            </Button>
          ))}
        {user.suspenso ? (
          <Button
            onClick={() => run({ kind: 'reativar' })}
            loading={moderate.isPending}
            loadingText="Reativando…"
          >
            Reativar
          </Button>
        ) : asking ? (
          <Button onClick={suspend} loading={moderate.isPending} loadingText="Suspendendo…">
            Confirmar suspensão
          </Button>
        ) : (
          <Button onClick={() => setAsking(true)}>Suspender</Button>
        )}
      </div>
    );

  return (
    <Modal
      title={user ? (user.nome ?? user.email) : 'Conta'}
      onClose={onClose}
      dismissible={!moderate.isPending}
      size="lg"
      footer={footer}
    >
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar a conta."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : (
        <div className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Pill>{ACCOUNT_LABELS[user.tipo_usuario]}</Pill>
            {user.verificada && <Pill tone="green">Clínica verificada</Pill>}
            {user.publicado && <Pill tone="sky">Perfil publicado</Pill>}
            <span className="break-all">{user.email}</span> · desde {formatDate(user.criado_em)}
          </p>
          {user.suspenso && (
            <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900" role="status">
              Suspensa em {user.suspenso_em && formatDateTime(user.suspenso_em)}. Motivo:{' '}
              {user.motivo_suspensao}
            </p>
          )}
          {user.candidato && (
            <p className="text-sm text-slate-700">
              {user.candidato.tipo_profissao} · <PhoneLink phone={user.candidato.telefone} />
              {user.candidato.cidade && ` · ${user.candidato.cidade} – ${user.candidato.estado}`}
            </p>
          )}
          {user.clinica && (
            <p className="text-sm text-slate-700">
              CNPJ {formatCnpj(user.clinica.cnpj)} · <PhoneLink phone={user.clinica.telefone} />
            </p>
          )}
          <Figures user={user} />
          {user.vagas.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label="Vagas">
              {user.vagas.map((v) => (
                <li key={v.id}>
                  {v.titulo} · {VAGA_STATUS_LABELS[v.status]} ·{' '}
                  {countLabel(v.candidaturas, 'candidatura', 'candidaturas')}
                </li>
              ))}
            </ul>
          )}
          {asking && !user.suspenso && (
            <TextAreaField
              label="Motivo da suspensão"
              hint="Fica registrado na auditoria. A conta perde o acesso na hora e some das listas públicas."
              rows={3}
              maxLength={1000}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              data-autofocus
            />
          )}
          {problem && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
