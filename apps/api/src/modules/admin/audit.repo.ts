// The audit trail (auditoria): every administrator action writes one row in the transaction of the
// action itself. Append-only: nothing here updates or deletes, and a trigger refuses it (migration 0009).
import type { AuditAction } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { auditoria } from '../../db/schema';

export interface AuditEntry {
  adminId: number;
  acao: AuditAction;
  alvoUsuarioId?: number | null;
  alvoContatoId?: number | null;
  motivo?: string | null;
  detalhes?: Record<string, unknown>;
}

export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditoria).values({
    admin_id: entry.adminId,
    acao: entry.acao,
    alvo_usuario_id: entry.alvoUsuarioId ?? null,
    alvo_contato_id: entry.alvoContatoId ?? null,
    motivo: entry.motivo ?? null,
    detalhes: entry.detalhes ?? {},
  });
}

export interface AuditRow {
  total: number;
  id: number | null;
  acao: AuditAction;
  admin_id: number;
  admin_nome: string | null;
  admin_email: string;
  alvo_usuario_id: number | null;
  alvo_contato_id: number | null;
  alvo: string | null;
  motivo: string | null;
  detalhes: Record<string, unknown>;
  created_at: Date | string;
}

/** One page of the trail, newest first, with the total (one query). */
export async function findAuditPage(db: Executor, limit: number, offset: number): Promise<AuditRow[]> {
  const result = await db.execute(sql`
    select t.total, p.* from (select count(*)::int as total from auditoria) as t
    left join lateral (
      select a.id, a.acao, a.admin_id, ad.nome as admin_nome, au.email as admin_email,
        a.alvo_usuario_id, a.alvo_contato_id, a.motivo, a.detalhes, a.created_at,
        coalesce(c.nome, cl.nome_fantasia, tu.email, k.nome, a.detalhes->>'titulo') as alvo
      from auditoria a
      join usuarios au on au.id = a.admin_id
      left join administradores ad on ad.usuario_id = a.admin_id
      left join usuarios tu on tu.id = a.alvo_usuario_id
      left join candidatos c on c.usuario_id = a.alvo_usuario_id
      left join clinicas cl on cl.usuario_id = a.alvo_usuario_id
      left join contatos k on k.id = a.alvo_contato_id
      order by a.created_at desc, a.id desc
      limit ${limit} offset ${offset}
    ) as p on true`);
  return (result as unknown as { rows: AuditRow[] }).rows;
}
