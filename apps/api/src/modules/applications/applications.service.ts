// Rules of the applications: applying (a published candidate, an open posting, once), the
// clinic's applicant list with the match, moving along the pipeline, the candidate's own list.
// Who may do what is decided by ../job-postings/job-postings.policy.ts before these run.
import { type Applicant, type CandidaturaStatus, computeMatch, type MinhaCandidatura } from '@app/shared';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/executor';
import type { Candidatura } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import { isOpen } from '../job-postings/job-postings.policy';
import { clinicOf, toIso } from '../job-postings/job-postings.service';
import * as repo from './applications.repo';

export const APPLICATION_MESSAGES = {
  vagaNotFound: 'Vaga não encontrada.',
  closed: 'Esta vaga não está mais aberta para candidaturas.',
  notPublished:
    'Para se candidatar, conclua e publique o seu perfil profissional: acesse o cadastro de perfil (assistente) e finalize a publicação.',
  already: 'Você já se candidatou a esta vaga.',
  notFound: 'Candidatura não encontrada.',
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

/** Applies; the posting must exist (404), be open (422), the candidate published (422), once (409). */
export async function apply(
  db: Executor,
  vaga: repo.ApplyVaga | null,
  candidateId: number,
  mensagem: string,
) {
  if (!vaga) throw new HttpError(404, APPLICATION_MESSAGES.vagaNotFound);
  const candidate = await repo.findCandidate(db, candidateId);
  if (!candidate?.published_at) throw new HttpError(422, APPLICATION_MESSAGES.notPublished);
  if (!isOpen(vaga)) throw new HttpError(422, APPLICATION_MESSAGES.closed);
  try {
    const row = await repo.insertApplication(db, vaga.id, candidateId, mensagem);
    return { row, candidateName: candidate.nome };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, APPLICATION_MESSAGES.already);
    throw err;
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
    rows
      .filter((row) => row.id !== null)
      .map(async (row) => {
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
      }),
  );
  return { items, total, page: query.page, size: query.size };
}

/** Moves the application (the policy has allowed it); 422 when it moved meanwhile. */
export async function move(db: Executor, id: number, from: CandidaturaStatus, to: CandidaturaStatus) {
  const row = await repo.moveApplication(db, id, from, to);
  if (!row)
    throw new HttpError(422, 'A candidatura mudou de etapa enquanto você a alterava. Recarregue a página.');
  return row;
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
