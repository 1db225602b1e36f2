// Proposal requests: stored, e-mailed to the consultancy (SITE_EMAIL; SMTP or the outbox, in the
// background: a failing mail server never loses a request), and handled in the back office, where
// each change of status and each note is written to the audit trail in the same transaction.
import {
  type AdminContatosQuery,
  type Contato,
  type ContatoPatch,
  type ContatoRequestData,
  serviceTitle,
} from '@app/shared';
import type { Executor } from '../../db/executor';
import type { AuthUser } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../../plugins/mail';
import { findProfileSummary } from '../accounts/accounts.repo';
import { recordAudit } from '../admin/audit.repo';
import { toIso } from '../job-postings/job-postings.service';
import { newContatoEmail } from './contacts.mail';
import * as repo from './contacts.repo';

export const CONTATO_ANSWERS = {
  created: 'Recebemos sua solicitação! A equipe da RX Odonto entrará em contato em breve.',
  notFound: 'Solicitação não encontrada.',
  tooMany: 'Muitas solicitações enviadas a partir deste endereço. Aguarde e tente novamente mais tarde.',
} as const;

export function contatoAnswer(row: repo.ContatoRow): Contato {
  return {
    id: row.id,
    servico: row.servico,
    servico_titulo: serviceTitle(row.servico) ?? '',
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    clinica: row.clinica,
    mensagem: row.mensagem,
    consentimento_em: toIso(row.consentimento_em),
    status: row.status,
    notas: row.notas,
    criado_em: toIso(row.created_at),
    atualizado_em: toIso(row.updated_at),
  };
}

export async function createContato(
  db: Executor,
  mailer: Mailer,
  input: ContatoRequestData,
  site: { publicUrl: string; siteName: string; email: string },
): Promise<number> {
  const row = await repo.insertContato(db, {
    servico: input.servico,
    nome: input.nome,
    email: input.email,
    telefone: input.telefone,
    clinica: input.clinica,
    mensagem: input.mensagem,
    consentimento_em: new Date(),
  });
  mailer.sendInBackground(newContatoEmail(site, row));
  return row.id;
}

export async function listContatos(db: Executor, query: AdminContatosQuery) {
  const { rows, total } = await repo.findContatoPage(
    db,
    { status: query.status, servico: query.servico },
    query.size,
    (query.page - 1) * query.size,
  );
  return { items: rows.map(contatoAnswer), total, page: query.page, size: query.size };
}

export async function contatoDetail(db: Executor, id: number): Promise<Contato> {
  const row = await repo.findContato(db, id);
  if (!row) throw new HttpError(404, CONTATO_ANSWERS.notFound);
  return contatoAnswer(row);
}

/** A new status and/or a note (with its author and time); each is one audit row, same transaction. */
export async function updateContato(db: AppDb, admin: AuthUser, id: number, patch: ContatoPatch) {
  const current = await repo.findContato(db, id);
  if (!current) throw new HttpError(404, CONTATO_ANSWERS.notFound);
  const author = await findProfileSummary(db, admin.id);
  const nota = patch.nota
    ? {
        texto: patch.nota,
        autor_id: admin.id,
        autor_nome: author?.nome ?? admin.email,
        em: new Date().toISOString(),
      }
    : undefined;
  const status = patch.status && patch.status !== current.status ? patch.status : undefined;
  if (!status && !nota) return contatoAnswer(current);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateContato(tx, id, { status, nota });
    if (status)
      await recordAudit(tx, {
        adminId: admin.id,
        acao: 'contato_status',
        alvoContatoId: id,
        detalhes: { de: current.status, para: status },
      });
    if (nota)
      await recordAudit(tx, {
        adminId: admin.id,
        acao: 'contato_nota',
        alvoContatoId: id,
        detalhes: { nota: nota.texto },
      });
    return updated;
  });
  if (!row) throw new HttpError(404, CONTATO_ANSWERS.notFound);
  return contatoAnswer(row);
}
