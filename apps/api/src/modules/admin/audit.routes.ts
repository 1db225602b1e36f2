// GET /api/v1/admin/auditoria?page=&size=: the administrators' actions, newest first. The trail
// has no route that edits or deletes it. Contract: packages/shared/src/contract/admin.ts.
import type { AuditoriaEntry } from '@app/shared';
import { adminOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { mount } from '../../plugins/mount';
import { toIso } from '../job-postings/job-postings.service';
import { findAuditPage } from './audit.repo';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  mount(app, ops.getAdminAuditoria, { onRequest: policy.admin }, async (request) => {
    const { page, size } = request.query;
    const rows = await findAuditPage(app.db, size, (page - 1) * size);
    const items: AuditoriaEntry[] = rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        acao: r.acao,
        admin: { id: Number(r.admin_id), nome: r.admin_nome, email: r.admin_email },
        alvo_usuario_id: r.alvo_usuario_id === null ? null : Number(r.alvo_usuario_id),
        alvo_contato_id: r.alvo_contato_id === null ? null : Number(r.alvo_contato_id),
        alvo: r.alvo,
        motivo: r.motivo,
        detalhes: r.detalhes ?? {},
        em: toIso(r.created_at),
      }));
    return { items, total: Number(rows[0]?.total ?? 0), page, size };
  });
};
