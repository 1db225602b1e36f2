// GET /api/v1/cep/{cep}: the address of a CEP, for the address forms (public, limited per client
// address so that the route cannot be used as a free proxy to the provider). Contract:
// packages/shared/src/contract/cep.ts.
import { cepOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { clientIp, keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { mount } from '../../plugins/mount';
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

  mount(app, ops.getCepByCep, { onRequest: [policy.anyone, perIp] }, async (request, reply) => {
    const answer = await lookup.find(request.params.cep);
    reply.header('cache-control', 'public, max-age=86400');
    return answer;
  });
};
