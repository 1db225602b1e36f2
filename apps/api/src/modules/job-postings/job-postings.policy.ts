// Who may read and change postings (vagas) and applications (candidaturas): pure functions the
// routes call; the services trust them. A caller who may not see a posting gets 404 (a closed or
// expired posting does not exist for anyone but its clinic and its applicants); an application does not exist for
// anyone but its two parties (404, the answer of a missing id, so ids cannot be enumerated).
import { CANDIDATURA_STATUS_LABELS, type CandidaturaStatus, FINAL_CANDIDATURA_STATUSES } from '@app/shared';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

export interface VagaAccess {
  clinica_id: number;
  status: 'aberta' | 'encerrada';
  expira_em: Date | string;
}

export interface ApplicationAccess {
  candidato_id: number;
  clinica_id: number;
  status: CandidaturaStatus;
}

export const isOpen = (vaga: Pick<VagaAccess, 'status' | 'expira_em'>, now = new Date()): boolean =>
  vaga.status === 'aberta' && new Date(vaga.expira_em).getTime() > now.getTime();

/** The clinic that published the posting. */
export const canManageVaga = (user: AuthUser | null, vaga: Pick<VagaAccess, 'clinica_id'>): boolean =>
  user?.tipo_usuario === 'clinica' && user.id === vaga.clinica_id;

/**
 * Anyone while open and not expired; its clinic always; a candidate who applied to it always
 * (`applied`: the session's candidate has an application to it), so the posting they applied to
 * does not vanish from under their application when it closes or expires.
 */
export const canReadVaga = (
  user: AuthUser | null,
  vaga: VagaAccess,
  now = new Date(),
  applied = false,
): boolean =>
  isOpen(vaga, now) || canManageVaga(user, vaga) || (applied && user?.tipo_usuario === 'candidato');

/** The applicants of a posting: its clinic only. */
export const canListApplicants = canManageVaga;

export const isFinal = (status: CandidaturaStatus) => FINAL_CANDIDATURA_STATUSES.includes(status);

/** Where the clinic may move an application from each status: forward only, never to retirada. */
const CLINIC_NEXT: Record<CandidaturaStatus, readonly CandidaturaStatus[]> = {
  recebida: ['em_analise', 'entrevista', 'contratada', 'nao_selecionada'],
  em_analise: ['entrevista', 'contratada', 'nao_selecionada'],
  entrevista: ['contratada', 'nao_selecionada'],
  contratada: [],
  nao_selecionada: [],
  retirada: [],
};

export type MoveDecision =
  | { ok: true; noop: boolean }
  | { ok: false; status: 403 | 404 | 422; detail: string };

export const POLICY_MESSAGES = {
  notFound: 'Candidatura não encontrada.',
  candidateWithdrawOnly: "O candidato só pode retirar a própria candidatura (status 'retirada').",
  clinicCannotWithdraw: 'Só o candidato pode retirar a candidatura.',
  final: (status: CandidaturaStatus) =>
    `Esta candidatura já foi encerrada (${CANDIDATURA_STATUS_LABELS[status]}) e não pode mudar de etapa.`,
  backwards: (from: CandidaturaStatus, to: CandidaturaStatus) =>
    `Não é possível voltar a candidatura de ${CANDIDATURA_STATUS_LABELS[from]} para ${CANDIDATURA_STATUS_LABELS[to]}.`,
} as const;

/**
 * Whether `user` may set `to` on the application: its clinic moves it forward along the pipeline
 * (skipping steps is allowed), its candidate may only withdraw it (403 for anything else); for anyone
 * else it does not exist (404, as for an unknown id). Final statuses
 * never move (422). Setting the current status again is allowed and changes nothing.
 */
export function canMoveApplication(
  user: AuthUser | null,
  application: ApplicationAccess,
  to: CandidaturaStatus,
): MoveDecision {
  const isClinic = user?.tipo_usuario === 'clinica' && user.id === application.clinica_id;
  const isCandidate = user?.tipo_usuario === 'candidato' && user.id === application.candidato_id;
  if (!isClinic && !isCandidate) return { ok: false, status: 404, detail: POLICY_MESSAGES.notFound };
  if (isCandidate && to !== 'retirada')
    return { ok: false, status: 403, detail: POLICY_MESSAGES.candidateWithdrawOnly };
  if (isClinic && to === 'retirada')
    return { ok: false, status: 403, detail: POLICY_MESSAGES.clinicCannotWithdraw };
  if (application.status === to) return { ok: true, noop: true };
  if (isFinal(application.status))
    return { ok: false, status: 422, detail: POLICY_MESSAGES.final(application.status) };
  if (isClinic && !CLINIC_NEXT[application.status].includes(to))
    return { ok: false, status: 422, detail: POLICY_MESSAGES.backwards(application.status, to) };
  return { ok: true, noop: false };
}

export const VAGA_MESSAGES = {
  notFound: 'Vaga não encontrada.',
  notOwner: 'Só a clínica que publicou a vaga pode alterá-la.',
} as const;

/**
 * The posting for its clinic: 404 when it does not exist or the caller may not see it (closed or
 * expired), 403 when the caller sees it (it is public) but is not its clinic.
 */
export function assertCanManageVaga<V extends VagaAccess>(user: AuthUser | null, vaga: V | null): V {
  if (!vaga || !canReadVaga(user, vaga))
    throw new HttpError(404, VAGA_MESSAGES.notFound, { code: 'vaga.not_found' });
  if (!canManageVaga(user, vaga)) throw new HttpError(403, VAGA_MESSAGES.notOwner);
  return vaga;
}
