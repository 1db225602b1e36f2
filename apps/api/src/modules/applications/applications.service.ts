// Rules of the applications: applying (a published candidate, an open posting, once), the
// clinic's applicant list with the match, moving along the pipeline, the candidate's own list.
// Who may do what is decided by ../job-postings/job-postings.policy.ts before these run.
import { type Applicant, type CandidaturaStatus, computeMatch, type MinhaCandidatura } from '@app/shared';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/executor';
import type { Candidatura } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import { isOpen, POLICY_MESSAGES } from '../job-postings/job-postings.policy';
import { clinicOf, toIso } from '../job-postings/job-postings.service';
import * as repo from './applications.repo';

export const APPLICATION_MESSAGES = {
  vagaNotFound: 'Vaga não encontrada.',
  closed: 'Esta vaga não está mais aberta para candidaturas.',
  notPublished:
    'Para se candidatar, conclua e publique o seu perfil profissional: acesse o cadastro de perfil (assistente) e finalize a publicação.',
  already: 'Você já se candidatou a esta vaga.',
  withdrawn:
    'Você retirou sua candidatura a esta vaga e não é possível se candidatar de novo. Veja outras vagas abertas.',
  notFound: POLICY_MESSAGES.notFound,
} as const;

type StatusDates = Record<
  'recebida_em' | 'em_analise_em' | 'entrevista_em' | 'contratada_em' | 'nao_selecionada_em' | 'retirada_em',
  Date | string | null
>;

const dates = (row: StatusDates) => ({
  recebida_em: toIso(row.recebida_em) ?? '',
  em_analise_em: toIso(row.em_analise_em),
  entrevista_em: toIso(row.entrevista_em),
  contratada_em: toIso(row.contratada_em),
  nao_selecionada_em: toIso(row.nao_selecionada_em),
  retirada_em: toIso(row.retirada_em),
});

export const stateOf = (row: Candidatura) => ({
  id: row.id,
  vaga_id: row.vaga_id,
  status: row.status,
  ...dates(row),
});

/**
 * Applies; the posting must exist (404), be open (422), the candidate published (422), once (409).
 * A withdrawal is final: the candidate cannot apply again to that posting (409, its own message).
 */
export async function apply(
  db: Executor,
  vaga: repo.ApplyVaga | null,
  candidateId: number,
  mensagem: string,
) {
  if (!vaga) throw new HttpError(404, APPLICATION_MESSAGES.vagaNotFound, { code: 'vaga.not_found' });
  const candidate = await repo.findCandidate(db, candidateId);
  if (!candidate?.published_at)
    throw new HttpError(422, APPLICATION_MESSAGES.notPublished, {
      code: 'candidate.profile_unpublished',
    });
  if (!isOpen(vaga)) throw new HttpError(422, APPLICATION_MESSAGES.closed, { code: 'vaga.closed' });
  try {
    const row = await repo.insertApplication(db, vaga.id, candidateId, mensagem);
    return { row, candidateName: candidate.nome };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const status = await repo.findStatusOf(db, vaga.id, candidateId);
    throw new HttpError(
      409,
      status === 'retirada' ? APPLICATION_MESSAGES.withdrawn : APPLICATION_MESSAGES.already,
      { code: 'application.duplicate' },
    );
  }
}

export async function listApplicants(
  db: Executor,
  photoLinks: PhotoLinkCache,
  vaga: repo.ApplyVaga,
  query: { status: string[]; ordem: 'match' | 'data'; page: number; size: number },
) {
  const rows = await repo.findApplicantsPage(db, vaga, {
    statuses: query.status,
    byMatch: query.ordem === 'match',
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const total = Number(rows[0]?.total ?? 0);
  const items: Applicant[] = await Promise.all(
    rows.filter((row) => row.id !== null).map((row) => applicantOf(vaga, row, photoLinks)),
  );
  return { items, total, page: query.page, size: query.size };
}

/**
 * One row of the clinic's list. A withdrawn application shows only that someone withdrew, and
 * when: no name, message, city, photo, profile link or match (docs/decisions/0066-withdrawals-and-text-fields.md).
 */
async function applicantOf(
  vaga: repo.ApplyVaga,
  row: repo.ApplicantRow,
  photoLinks: PhotoLinkCache,
): Promise<Applicant> {
  if (row.status === 'retirada')
    return {
      id: Number(row.id),
      status: 'retirada',
      mensagem: null,
      candidato: null,
      match: null,
      ...dates(row),
    };
  const match = computeMatch(vaga, {
    tipo_profissao: row.tipo_profissao,
    estado: row.estado,
    cidade: row.cidade,
    deseja_atuar_fora: Boolean(row.deseja_atuar_fora),
    termos: row.termos ?? [],
  });
  return {
    id: Number(row.id),
    status: row.status,
    mensagem: row.mensagem,
    candidato: {
      id: Number(row.candidato_id),
      nome: row.nome,
      tipo_profissao: row.tipo_profissao,
      estado: row.estado ?? '',
      cidade: row.cidade ?? '',
      foto_url: row.foto_key ? await photoLinks.link(row.foto_key) : null,
    },
    // The SQL score orders the list; the answer's comes from the tested function (the same formula).
    match,
    ...dates(row),
  };
}

/** Moves the application (the policy has allowed it); 422 when it moved meanwhile. */
export async function move(db: Executor, id: number, from: CandidaturaStatus, to: CandidaturaStatus) {
  const row = await repo.moveApplication(db, id, from, to);
  if (!row)
    throw new HttpError(422, 'A candidatura mudou de etapa enquanto você a alterava. Recarregue a página.', {
      code: 'application.transition_invalid',
    });
  return row;
}

/** How a status ranks along the pipeline (the two final ones tie). */
const RANK: Record<CandidaturaStatus, number> = {
  recebida: 0,
  em_analise: 1,
  entrevista: 2,
  contratada: 3,
  nao_selecionada: 3,
  retirada: 4,
};

/**
 * The status an application was in before the clinic moved it to its current one: the clinic
 * only moves forward and each move dates its status, so it is the latest earlier status with a
 * date ('recebida' always has one).
 */
export function previousStatus(row: Candidatura): CandidaturaStatus {
  const current = RANK[row.status];
  if (current > 2 && row.entrevista_em) return 'entrevista';
  if (current > 1 && row.em_analise_em) return 'em_analise';
  return 'recebida';
}

export const UNDO_MESSAGES = {
  nothing: 'Não há mudança de etapa para desfazer nesta candidatura.',
  late: 'O prazo para desfazer terminou e o candidato já foi avisado por e-mail. A mudança de etapa foi mantida.',
  moved: 'A candidatura mudou de etapa enquanto você a alterava. Recarregue a página.',
} as const;

/** The statuses the clinic sets, which it may undo within the window. */
const UNDOABLE: readonly CandidaturaStatus[] = ['em_analise', 'entrevista', 'contratada', 'nao_selecionada'];

/**
 * Undoes the clinic's last move while `windowMs` has not passed since it (422 otherwise): the
 * application goes back to its previous status and the move's date is cleared, so the e-mail
 * held for it (applications.routes.ts) finds the change gone and is not sent.
 */
export async function undo(db: Executor, row: Candidatura, windowMs: number, now = new Date()) {
  if (!UNDOABLE.includes(row.status))
    throw new HttpError(422, UNDO_MESSAGES.nothing, { code: 'application.undo_unavailable' });
  const movedAt = row[repo.statusColumnOf(row.status)];
  if (!movedAt || windowMs <= 0 || now.getTime() - new Date(movedAt).getTime() > windowMs)
    throw new HttpError(422, UNDO_MESSAGES.late, { code: 'application.undo_unavailable' });
  const undone = await repo.undoMove(db, row.id, row.status, previousStatus(row), new Date(movedAt));
  if (!undone) throw new HttpError(422, UNDO_MESSAGES.moved, { code: 'application.undo_unavailable' });
  return undone;
}

export async function listMine(
  db: Executor,
  photoLinks: PhotoLinkCache,
  candidateId: number,
  page: number,
  size: number,
) {
  const rows = await repo.findMinePage(db, candidateId, size, (page - 1) * size);
  const total = Number(rows[0]?.total ?? 0);
  const items: MinhaCandidatura[] = await Promise.all(
    rows
      .filter((row) => row.id !== null)
      .map(async (row) => {
        return {
          id: Number(row.id),
          status: row.status,
          mensagem: row.mensagem,
          vaga: {
            id: Number(row.vaga_id),
            titulo: row.titulo,
            tipo_profissao: row.tipo_profissao,
            cidade: row.cidade,
            estado: row.estado,
            tipo_contrato: row.tipo_contrato,
            jornada: row.jornada,
            status: row.vaga_status,
            expirada: Boolean(row.expirada),
            clinica: await clinicOf(row, photoLinks),
            publicada_em: toIso(row.publicada_em),
            expira_em: toIso(row.expira_em),
          },
          ...dates(row),
        };
      }),
  );
  return { items, total, page, size };
}
