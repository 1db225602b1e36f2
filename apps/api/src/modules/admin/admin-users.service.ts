// The back office's rules for accounts: list and open them, suspend and reactivate them, verify
// clinics. Each change writes its audit row in its own transaction; a suspension also ends every
// session of the account at once (in the database and in this process's session cache).
import type { AdminUsuario, AdminUsuarioDetail, AdminUsuariosQuery } from '@app/shared';
import type { AuthUser } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import { toIso } from '../job-postings/job-postings.service';
import { forgetSessionsOf, revokeAllSessions } from '../sessions/sessions.service';
import * as repo from './admin-users.repo';
import * as audit from './audit.repo';

export const ADMIN_USER_MESSAGES = {
  notFound: 'Conta não encontrada.',
  clinicNotFound: 'Clínica não encontrada.',
  adminNotSuspendable: 'Contas de administrador não podem ser suspensas.',
  alreadySuspended: 'Esta conta já está suspensa.',
  notSuspended: 'Esta conta não está suspensa.',
} as const;

export function usuarioAnswer(row: repo.UsuarioRow): AdminUsuario {
  return {
    id: Number(row.id),
    tipo_usuario: row.tipo_usuario,
    email: row.email,
    nome: row.nome,
    criado_em: toIso(row.created_at),
    suspenso: row.suspenso_em !== null,
    suspenso_em: toIso(row.suspenso_em),
    motivo_suspensao: row.motivo_suspensao,
    publicado: row.tipo_usuario === 'candidato' ? row.published_at !== null : null,
    verificada: row.tipo_usuario === 'clinica' ? row.verificada_em !== null : null,
  };
}

export async function listUsuarios(db: AppDb, query: AdminUsuariosQuery) {
  const { rows, total } = await repo.findUsuarioPage(
    db,
    { tipo: query.tipo, q: query.q },
    query.size,
    (query.page - 1) * query.size,
  );
  return { items: rows.map(usuarioAnswer), total, page: query.page, size: query.size };
}

async function usuarioOr404(db: AppDb, id: number): Promise<repo.UsuarioRow> {
  const row = await repo.findUsuario(db, id);
  if (!row) throw new HttpError(404, ADMIN_USER_MESSAGES.notFound);
  return row;
}

export async function usuarioDetail(db: AppDb, id: number): Promise<AdminUsuarioDetail> {
  const row = await usuarioOr404(db, id);
  const x = await repo.findUsuarioExtras(db, id);
  const c = x.candidate;
  const k = x.clinic;
  return {
    ...usuarioAnswer(row),
    candidato: c
      ? {
          nome: String(c.nome),
          cpf: String(c.cpf),
          telefone: String(c.telefone),
          tipo_profissao: String(c.tipo_profissao),
          publicado_em: toIso(c.published_at as Date | string | null),
          estado: (c.estado as string | null) ?? null,
          cidade: (c.cidade as string | null) ?? null,
          formacoes: (x.records?.formacoes as Record<string, unknown>[]) ?? [],
          experiencias: (x.records?.experiencias as Record<string, unknown>[]) ?? [],
        }
      : null,
    clinica: k
      ? {
          nome_fantasia: String(k.nome_fantasia),
          cnpj: String(k.cnpj),
          telefone: String(k.telefone),
          verificada_em: toIso(k.verificada_em as Date | string | null),
        }
      : null,
    vagas: x.postings.map((v) => ({
      id: Number(v.id),
      titulo: String(v.titulo),
      status: v.status as 'aberta' | 'encerrada',
      publicada_em: toIso(v.publicada_em as Date | string),
      expira_em: toIso(v.expira_em as Date | string),
      candidaturas: Number(v.candidaturas),
    })),
    candidaturas: x.applications.map((a) => ({
      id: Number(a.id),
      status: a.status as AdminUsuarioDetail['candidaturas'][number]['status'],
      recebida_em: toIso(a.recebida_em as Date | string),
      vaga: { id: Number(a.vaga_id), titulo: String(a.titulo), nome_fantasia: String(a.nome_fantasia) },
    })),
    visualizacoes: { recebidas: Number(x.views?.recebidas ?? 0), feitas: Number(x.views?.feitas ?? 0) },
  };
}

/** Suspends the account with a reason: no sign-in, sessions ended now, hidden from every list. */
export async function suspend(db: AppDb, admin: AuthUser, id: number, motivo: string): Promise<AdminUsuario> {
  const row = await usuarioOr404(db, id);
  if (row.tipo_usuario === 'admin') throw new HttpError(422, ADMIN_USER_MESSAGES.adminNotSuspendable);
  if (row.suspenso_em !== null) throw new HttpError(409, ADMIN_USER_MESSAGES.alreadySuspended);
  await db.transaction(async (tx) => {
    await repo.setSuspension(tx, id, new Date(), motivo);
    await revokeAllSessions(tx, id);
    await audit.recordAudit(tx, { adminId: admin.id, acao: 'suspender', alvoUsuarioId: id, motivo });
  });
  forgetSessionsOf(id);
  return usuarioAnswer(await usuarioOr404(db, id));
}

/** Lifts the suspension; the account signs in again and reappears where it was. */
export async function reactivate(db: AppDb, admin: AuthUser, id: number): Promise<AdminUsuario> {
  const row = await usuarioOr404(db, id);
  if (row.suspenso_em === null) throw new HttpError(409, ADMIN_USER_MESSAGES.notSuspended);
  await db.transaction(async (tx) => {
    await repo.setSuspension(tx, id, null, null);
    await audit.recordAudit(tx, {
      adminId: admin.id,
      acao: 'reativar',
      alvoUsuarioId: id,
      detalhes: { motivo_anterior: row.motivo_suspensao },
    });
  });
  return usuarioAnswer(await usuarioOr404(db, id));
}

/** Marks the clinic verified (or not); a call that changes nothing writes nothing. */
export async function setClinicVerified(
  db: AppDb,
  admin: AuthUser,
  id: number,
  verified: boolean,
): Promise<AdminUsuario> {
  const row = await repo.findUsuario(db, id);
  if (row?.tipo_usuario !== 'clinica') throw new HttpError(404, ADMIN_USER_MESSAGES.clinicNotFound);
  if ((row.verificada_em !== null) !== verified) {
    await db.transaction(async (tx) => {
      await repo.setVerified(tx, id, verified ? new Date() : null);
      await audit.recordAudit(tx, {
        adminId: admin.id,
        acao: verified ? 'verificar' : 'desverificar',
        alvoUsuarioId: id,
      });
    });
  }
  return usuarioAnswer(await usuarioOr404(db, id));
}
