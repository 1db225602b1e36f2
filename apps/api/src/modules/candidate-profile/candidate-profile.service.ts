// The candidate's whole profile (GET /usuario_candidato/{id}/full) and the one-request publish of
// the wizard: formações, experiências, address and professional record replaced in one
// transaction, with the consent and the privacy-policy version recorded (LGPD).
import {
  type CandidatePublishPayload,
  currentMonthIndex,
  experienceMonths,
  type ProfessionRecord,
  professionalRecordSchemas,
  recordOfProfession,
} from '@app/shared';
import { AUTH_MESSAGES, type AuthUser } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { ACCESS_MESSAGES, findCandidateOr404 } from '../candidate-records/candidate-access';
import * as recordsRepo from '../candidate-records/candidate-records.repo';
import {
  enderecoAnswerFor,
  enderecoPublicAnswer,
  experienciaAnswer,
  formacaoAnswer,
  professionalAnswer,
} from '../candidate-records/candidate-records.service';
import { PHOTO_LINK_SECONDS, photoLink } from '../files/files.service';
import { isSaved } from '../saved-candidates/saved-candidates.repo';
import * as repo from './candidate-profile.repo';

function registroOf(candidate: repo.CandidateWithRecords) {
  switch (recordOfProfession(candidate.tipo_profissao)) {
    case 'radiologista':
      return candidate.radiologista
        ? { tipo: 'radiologista' as const, data: professionalAnswer(candidate.radiologista) }
        : null;
    case 'tecnico':
      return candidate.tecnico
        ? { tipo: 'tecnico' as const, data: professionalAnswer(candidate.tecnico) }
        : null;
    case 'recepcionista':
      return candidate.recepcionista
        ? { tipo: 'recepcionista' as const, data: professionalAnswer(candidate.recepcionista) }
        : null;
    default:
      return null;
  }
}

/**
 * The full profile; cpf and birth date only for the candidate themself (least data). The caller
 * checked who may read it (the route's policy.readCandidate, or publish: the owner). With
 * `asClinic`, the owner gets exactly what a clinic gets (the address minimised, no cpf, birth date
 * or consent): the preview 'Ver como a clínica vê' of /perfil.
 */
export async function fullProfile(
  db: AppDb,
  storage: Storage,
  caller: AuthUser,
  candidateId: number,
  { asClinic = false }: { asClinic?: boolean } = {},
) {
  const candidate = await repo.findCandidateWithRecords(db, candidateId);
  if (!candidate)
    throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
  const clinic = caller.tipo_usuario === 'clinica' ? caller.id : null;
  const [{ photoKey, views }, salvo] = await Promise.all([
    repo.photoKeyAndViews(db, candidateId),
    clinic === null ? null : isSaved(db, clinic, candidateId),
  ]);
  const own = !asClinic && caller.tipo_usuario === 'candidato' && caller.id === candidateId;
  return {
    id: candidate.usuario_id,
    nome: candidate.nome,
    email: candidate.usuario.email,
    telefone: candidate.telefone,
    tipo_profissao: candidate.tipo_profissao,
    data_cadastro: candidate.data_cadastro.toISOString(),
    published_at: candidate.published_at?.toISOString() ?? null,
    formacoes: candidate.formacoes.map(formacaoAnswer),
    experiencias: candidate.experiencias.map(experienciaAnswer),
    endereco: candidate.endereco
      ? own
        ? enderecoAnswerFor(caller, candidate.endereco)
        : enderecoPublicAnswer(candidate.endereco)
      : null,
    registro: registroOf(candidate),
    foto_url: photoKey ? await photoLink(storage, photoKey, PHOTO_LINK_SECONDS) : null,
    visualizacoes: views,
    // The card's figure (candidate-search.service.ts): the same stored union, the same month.
    meses_experiencia: experienceMonths(
      { meses: candidate.lista_experiencia_meses, desde: candidate.lista_experiencia_desde },
      currentMonthIndex(),
    ),
    ...(salvo === null ? {} : { salvo }),
    ...(own
      ? {
          cpf: candidate.cpf,
          dataNascimento: candidate.data_nascimento,
          consent_at: candidate.consent_at?.toISOString() ?? null,
          consent_version: candidate.consent_version,
        }
      : {}),
  };
}

/** The record of the candidate's profession, checked now that the profession is known. */
function parseRegistro(kind: ProfessionRecord, registro: Record<string, unknown>) {
  const result = professionalRecordSchemas[kind].safeParse(registro);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = ['registro', ...(issue?.path ?? []).map(String)].join('.');
  const message = issue?.message ?? 'valor inválido.';
  const text = /[.!?]$/.test(message) ? message : `${message}.`;
  throw new HttpError(422, `Campo '${field}': ${text}`, {
    fields: [{ field, code: 'field.invalid', message: text }],
  });
}

const withoutOwner = <T extends { usuario_candidato_id?: number }>({
  usuario_candidato_id: _o,
  ...rest
}: T) => rest;

/**
 * Publishes the whole wizard at once: all or nothing, and a retry never duplicates rows. The route
 * let only the candidate of the path in; an owner id in the payload must be theirs too.
 */
export async function publish(
  db: AppDb,
  storage: Storage,
  caller: AuthUser,
  candidateId: number,
  payload: CandidatePublishPayload,
) {
  const owners = [...payload.formacoes, ...payload.experiencias, payload.endereco].map(
    (row) => row.usuario_candidato_id,
  );
  if (owners.some((owner) => owner !== undefined && owner !== candidateId))
    throw new HttpError(403, AUTH_MESSAGES.ownDataOnly);
  const candidate = await findCandidateOr404(db, candidateId);
  const kind = recordOfProfession(candidate.tipo_profissao);
  const registro = kind ? parseRegistro(kind, payload.registro) : null;
  if (registro?.usuario_candidato_id !== undefined && registro.usuario_candidato_id !== candidateId)
    throw new HttpError(403, AUTH_MESSAGES.ownDataOnly);

  await db.transaction(async (tx) => {
    if (!(await repo.lockCandidate(tx, candidateId)))
      throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
    await recordsRepo.replaceFormacoes(tx, candidateId, payload.formacoes.map(withoutOwner));
    await recordsRepo.replaceExperiencias(tx, candidateId, payload.experiencias.map(withoutOwner));
    await recordsRepo.upsertEndereco(tx, candidateId, withoutOwner(payload.endereco));
    if (kind && registro)
      await recordsRepo.upsertProfessionalRecord(tx, kind, candidateId, withoutOwner(registro));
    await repo.markPublished(tx, candidateId, payload.versao_politica);
  });
  return fullProfile(db, storage, caller, candidateId);
}
