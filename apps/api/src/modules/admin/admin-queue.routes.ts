// The back office's 'Fila' (the durable job queue, plugins/jobs.ts): GET /api/v1/admin/fila (counts
// and the failed jobs with their error), POST …/fila/{id}/tentar-novamente (the failed job runs
// again from its first try) and POST …/fila/{id}/descartar (it is deleted). Administrators only
// (404 for anyone else); both actions go to the audit trail.
// Contract: packages/shared/src/contract/admin.ts.
import type { Fila } from '@app/shared';
import { adminOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { mount } from '../../plugins/mount';
import { recordAudit } from './audit.repo';

const FAILED_SHOWN = 100;
export const JOB_GONE =
  'Este trabalho não está mais entre as falhas: talvez outra pessoa já o tenha tratado.';

export const adminQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app;

  mount(app, ops.getAdminFila, { onRequest: policy.admin }, async (): Promise<Fila> => {
    const [{ total }, failed] = await Promise.all([jobs.counts(), jobs.failed(FAILED_SHOWN)]);
    return {
      contagem: { aguardando: total.waiting, em_execucao: total.running, falhas: total.failed },
      falhas: failed.map((job) => ({
        id: job.id,
        fila: job.queue,
        tipo: job.kind,
        tentativas: job.attempts,
        erro: job.error,
        criado_em: job.createdAt,
        falhou_em: job.failedAt,
      })),
    };
  });

  for (const [op, path, acao, detail] of [
    [
      ops.postAdminFilaByIdTentarNovamente,
      'tentar-novamente',
      'fila_tentar',
      'O trabalho voltou para a fila e roda em instantes.',
    ],
    [ops.postAdminFilaByIdDescartar, 'descartar', 'fila_descartar', 'Trabalho descartado.'],
  ] as const) {
    mount(app, op, { onRequest: policy.admin }, async (request) => {
      const { id } = request.params;
      const job = path === 'descartar' ? await jobs.discard(id) : await jobs.retry(id);
      if (!job) throw new HttpError(404, JOB_GONE);
      await recordAudit(app.db, {
        adminId: authUser(request).id,
        acao,
        detalhes: { trabalho: id, fila: job.queue, tipo: job.kind },
      });
      return { detail };
    });
  }
};
