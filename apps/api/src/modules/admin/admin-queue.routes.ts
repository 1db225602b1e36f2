// The back office's 'Fila' (the durable job queue, plugins/jobs.ts): GET /api/v1/admin/fila (counts
// and the failed jobs with their error), POST …/fila/{id}/tentar-novamente (the failed job runs
// again from its first try) and POST …/fila/{id}/descartar (it is deleted). Administrators only
// (404 for anyone else); both actions go to the audit trail.
import { type Fila, filaSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from './audit.repo';

const tags = ['administração'];
const security = [{ bearerAuth: [] }];
const FAILED_SHOWN = 100;
export const JOB_GONE =
  'Este trabalho não está mais entre as falhas: talvez outra pessoa já o tenha tratado.';

const jobParams = z.object({
  id: z.uuid({ error: 'Identificador de trabalho inválido.' }).describe('O id do trabalho (UUID).'),
});
const actionAnswer = z.object({ detail: z.string() });

export const adminQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app;

  app.get(
    '/fila',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'A fila de trabalhos: quantos aguardam, rodam e falharam, e as falhas com o erro.',
        response: { 200: filaSchema, 404: errorSchema },
      },
    },
    async (): Promise<Fila> => {
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
    },
  );

  for (const [path, acao, summary, detail] of [
    [
      'tentar-novamente',
      'fila_tentar',
      'O trabalho que falhou roda de novo agora, com todas as tentativas.',
      'O trabalho voltou para a fila e roda em instantes.',
    ],
    [
      'descartar',
      'fila_descartar',
      'Apaga o trabalho que falhou: ele não roda mais.',
      'Trabalho descartado.',
    ],
  ] as const) {
    app.post(
      `/fila/:id/${path}`,
      {
        onRequest: policy.admin,
        schema: {
          tags,
          security,
          summary,
          params: jobParams,
          response: { 200: actionAnswer, 404: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const job = path === 'descartar' ? await jobs.discard(id) : await jobs.retry(id);
        if (!job) throw new HttpError(404, JOB_GONE);
        await recordAudit(app.db, {
          adminId: authUser(request).id,
          acao,
          detalhes: { trabalho: id, fila: job.queue, tipo: job.kind },
        });
        return { detail };
      },
    );
  }
};
