// Export of every piece of data held about the caller (LGPD rights of access and portability):
// the account, the candidate or clinic with all their records, files (with signed links), views,
// sessions, password-reset requests and the consent; a candidate's applications, a clinic's postings
// with the applications they received; the classified ads, their photos and messages. Never a password hash, a token hash or the
// Google account id.
import { currentMonthIndex, experienceDuration, experienceMonths, periodMonths } from '@app/shared';
import type { Arquivo } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { AUTH_MESSAGES } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { findCandidateWithRecords } from '../candidate-profile/candidate-profile.repo';
import { exportAnuncios } from '../classificados/classificados.export';
import { toReais } from '../job-postings/job-postings.service';
import { savedByClinic } from '../saved-candidates/saved-candidates.repo';
import * as repo from './account-lifecycle.repo';

export const EXPORT_LINK_SECONDS = 3600;
export const EXPORT_NOTICE =
  'Estes são todos os dados que a plataforma guarda sobre você (LGPD, art. 18). Os links dos arquivos expiram em 1 hora.';

const FILE_KINDS: Record<Arquivo['kind'], string> = { photo: 'foto', portfolio: 'portfolio' };

async function fileEntry(storage: Storage, row: Arquivo) {
  return {
    tipo: FILE_KINDS[row.kind],
    nome_original: row.original_name,
    formato: row.mime,
    tamanho: row.size,
    enviado_em: row.created_at,
    url: await storage.signedUrl(row.storage_key, {
      expiresInSeconds: EXPORT_LINK_SECONDS,
      downloadName: row.original_name,
      inline: row.kind === 'photo',
    }),
  };
}

async function candidateSections(db: AppDb, candidateId: number) {
  const candidate = await findCandidateWithRecords(db, candidateId);
  if (!candidate) return {};
  const {
    usuario: _u,
    formacoes,
    experiencias,
    endereco,
    radiologista,
    tecnico,
    recepcionista,
    ...row
  } = candidate;
  const registros = [
    radiologista && { tipo: 'radiologista', ...radiologista },
    tecnico && { tipo: 'tecnico', ...tecnico },
    recepcionista && { tipo: 'recepcionista', ...recepcionista },
  ].filter(Boolean);
  const applications = await repo.listApplicationsMade(db, candidateId);
  // Durations by the one rule of the card and the profile (@app/shared experience.ts).
  const monthNow = currentMonthIndex();
  const duration = (months: number | null) => (months === null ? null : experienceDuration(months));
  return {
    candidato: row,
    tempo_total_experiencia: duration(
      experienceMonths({ meses: row.lista_experiencia_meses, desde: row.lista_experiencia_desde }, monthNow),
    ),
    formacoes,
    experiencias: experiencias.map((e) => ({
      ...e,
      tempo_pelo_periodo: duration(periodMonths(e, monthNow)),
    })),
    endereco: endereco ?? null,
    registro_profissional: registros[0] ?? null,
    ...(registros.length > 1 ? { outros_registros_profissionais: registros.slice(1) } : {}),
    consentimento: candidate.consent_at
      ? { em: candidate.consent_at, versao_politica: candidate.consent_version }
      : null,
    candidaturas: applications,
  };
}

async function clinicSections(db: AppDb, clinicId: number) {
  const [data, postings, applications, saved] = await Promise.all([
    repo.findClinicData(db, clinicId),
    repo.listVagas(db, clinicId),
    repo.listApplicationsReceived(db, clinicId),
    savedByClinic(db, clinicId),
  ]);
  if (!data) return {};
  const vagas = postings.map(({ salario_min_centavos, salario_max_centavos, ...vaga }) => ({
    ...vaga,
    salario_min: toReais(salario_min_centavos),
    salario_max: toReais(salario_max_centavos),
    // A withdrawn application is the candidate's no more: only that someone withdrew, and when.
    candidaturas: applications
      .filter((a) => a.vaga_id === vaga.id)
      .map((a) =>
        a.status === 'retirada' ? { ...a, candidato_id: null, candidato: null, mensagem: null } : a,
      ),
  }));
  return {
    clinica: data.clinica,
    infos_clinica: data.infos,
    consentimento: null,
    vagas,
    candidatos_salvos: saved,
  };
}

/** Everything held about the caller, ready to be serialised. */
export async function exportAccount(db: AppDb, storage: Storage, user: AuthUser) {
  // The session outlived its account only if the account went meanwhile: signed out.
  const account = await repo.findUser(db, user.id);
  if (!account) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  const isCandidate = account.tipo_usuario === 'candidato';
  const [sections, files, views, sessions, resets, classificados] = await Promise.all([
    isCandidate ? candidateSections(db, account.id) : clinicSections(db, account.id),
    repo.listFiles(db, account.id),
    isCandidate ? repo.listViewsReceived(db, account.id) : repo.listViewsMade(db, account.id),
    repo.listSessions(db, account.id),
    repo.listPasswordResets(db, account.id),
    exportAnuncios(db, storage, account.id, EXPORT_LINK_SECONDS),
  ]);
  return {
    exportado_em: new Date(),
    aviso: EXPORT_NOTICE,
    conta: {
      id: account.id,
      tipo_usuario: account.tipo_usuario,
      email: account.email,
      google_vinculado: account.google_sub !== null,
      senha_definida: account.senha_hash !== null,
      criado_em: account.created_at,
      atualizado_em: account.updated_at,
    },
    ...sections,
    arquivos: await Promise.all(files.map((row) => fileEntry(storage, row))),
    visualizacoes: {
      descricao: isCandidate
        ? 'Visualizações do seu perfil por clínicas (uma por clínica e dia).'
        : 'Perfis de candidatos que a clínica visualizou (um registro por candidato e dia).',
      total: views.length,
      itens: views,
    },
    sessoes: sessions,
    redefinicoes_senha: resets,
    ...classificados,
  };
}
