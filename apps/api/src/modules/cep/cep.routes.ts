// GET /api/v1/cep/{cep}: the address of a CEP, for the address forms (public, limited per client
// address so that the route cannot be used as a free proxy to the provider).
import { cepAnswerSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { clientIp, keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { createCepLookup } from './cep.service';

const LOOKUPS_PER_IP_PER_MINUTE = 60;

export const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = createCepLookup(app.config.cepLookupUrl, (err) =>
    app.log.warn({ err }, 'CEP lookup: the provider did not answer; the form stays manual'),
  );
  const perIp = keyedRateLimit(app, {
    name: 'cep-ip',
    max: LOOKUPS_PER_IP_PER_MINUTE,
    windowMs: 60_000,
    key: clientIp,
    message: 'Muitas consultas de CEP em pouco tempo. Aguarde um minuto e tente novamente.',
  });

  app.get(
    '/cep/:cep',
    {
      onRequest: [policy.anyone, perIp],
      schema: {
        tags: ['sistema'],
        summary:
          'O endereço de um CEP (rua, bairro, cidade, UF), para preencher os formulários; 404 se não existe, 503 se a consulta está indisponível.',
        params: z.object({ cep: z.string().max(20).describe('O CEP, com ou sem máscara.') }),
        response: {
          200: cepAnswerSchema,
          404: errorSchema,
          422: validationErrorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await lookup.find(request.params.cep);
      reply.header('cache-control', 'public, max-age=86400');
      return answer;
    },
  );
};
