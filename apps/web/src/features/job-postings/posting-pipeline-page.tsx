import { type Applicant, CANDIDATURA_STATUSES, type CandidaturaStatus } from '@app/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useMoveCandidatura } from './api/applications';
import { useApplicants, useVaga } from './api/postings';
import { formatDate, statusLabel } from './display';
import { StatusBadge } from './status-badge';

/** The statuses the clinic moves an application to ('retirada' is the candidate's). */
const CLINIC_STATUSES = CANDIDATURA_STATUSES.filter((s) => s !== 'retirada');

function ApplicantCard({ applicant }: { applicant: Applicant }) {
  const move = useMoveCandidatura();
  const { candidato, match } = applicant;
  // mutateAsync: the card moves to another status group (a new component) when the list is read
  // again, and mutate's own callbacks would not run after that.
  const onMove = (status: CandidaturaStatus) =>
    move.mutateAsync({ id: applicant.id, status }).then(
      () => notify.success(`${candidato.nome} agora está em ${statusLabel(status)}.`),
      (err: unknown) => notify.error(err instanceof ApiError ? err.message : 'Não foi possível mover.'),
    );
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy/10" data-testid="candidato">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-navy">
            <Link to={`/perfil/${candidato.id}`} className="hover:underline">
              {candidato.nome}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">
            {candidato.tipo_profissao} · {candidato.cidade} – {candidato.estado}
          </p>
        </div>
        <span className="rounded-full bg-navy px-3 py-1 text-xs font-bold text-white" title="Compatibilidade">
          {match.pontuacao}% de match
        </span>
      </div>
      {match.em_comum.length > 0 && (
        <p className="mt-2 text-xs text-slate-700">Conhece: {match.em_comum.join(', ')}</p>
      )}
      {match.faltando.length > 0 && (
        <p className="mt-1 text-xs text-slate-500">Não informou: {match.faltando.join(', ')}</p>
      )}
      {applicant.mensagem && (
        <p className="mt-2 whitespace-pre-line rounded-xl bg-mist p-3 text-sm text-slate-800">
          {applicant.mensagem}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">Recebida em {formatDate(applicant.recebida_em)}</p>
      {applicant.status !== 'retirada' && (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          Mover para
          <select
            className="min-h-11 rounded-lg border border-navy/25 bg-white px-3"
            value={applicant.status}
            disabled={move.isPending}
            onChange={(e) => onMove(e.target.value as CandidaturaStatus)}
            aria-label={`Mover ${candidato.nome} para`}
          >
            {CLINIC_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      )}
    </li>
  );
}

/** /minhas-vagas/{id}: the posting's applicants by status, best match first. */
export function PostingPipelinePage() {
  const id = Number(useParams().id);
  const vaga = useVaga(id);
  const { data, isPending, error } = useApplicants(id);
  usePageTitle(vaga.data ? `Candidaturas: ${vaga.data.titulo}` : 'Candidaturas');

  let body: ReactNode;
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    body = <p className="text-slate-700">Vaga não encontrada entre as vagas da sua clínica.</p>;
  else if (error instanceof ApiError && error.status === 401)
    body = <p className="text-slate-700">Entre na conta da clínica para ver as candidaturas.</p>;
  else if (error) body = <p className="text-slate-700">Não foi possível carregar as candidaturas.</p>;
  else if (isPending) body = <p className="text-slate-600">Carregando…</p>;
  else if (data.items.length === 0)
    body = (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
        Esta vaga ainda não recebeu candidaturas.
      </p>
    );
  else {
    const byMatch = [...data.items].sort((a, b) => b.match.pontuacao - a.match.pontuacao);
    body = CANDIDATURA_STATUSES.map((status) => {
      const group = byMatch.filter((a) => a.status === status);
      if (group.length === 0) return null;
      return (
        <section key={status} aria-label={statusLabel(status)} className="mt-6">
          <h2 className="flex items-center gap-2 text-lg font-bold text-navy">
            <StatusBadge status={status} /> <span className="text-sm text-slate-600">({group.length})</span>
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {group.map((a) => (
              <ApplicantCard key={a.id} applicant={a} />
            ))}
          </ul>
        </section>
      );
    });
  }

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl">
        <Link
          to="/minhas-vagas"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden className="size-4" /> Minhas vagas
        </Link>
        <h1 className="text-3xl font-extrabold text-navy">{vaga.data?.titulo ?? 'Candidaturas'}</h1>
        <p className="mt-1 text-slate-700">Candidatos por etapa, do maior para o menor match.</p>
        {body}
      </div>
    </div>
  );
}

export { PostingPipelinePage as Component };
