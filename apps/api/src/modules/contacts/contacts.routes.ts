// POST /api/v1/contatos: a proposal request for one of the 14 services, from anyone; limited per
// client address (CONTACT_RATE_LIMIT_IP per hour), 201 once stored (the e-mail to SITE_EMAIL
// follows in the background). Contract: packages/shared/src/contract/contacts.ts.
import { contactsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { clientIp, keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { mount } from '../../plugins/mount';
import { CONTATO_ANSWERS, createContato } from './contacts.service';

const CONTACT_WINDOW_MS = 60 * 60_000;

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const perIp = keyedRateLimit(app, {
    name: 'contato-ip',
    max: config.rateLimits.contactPerIp,
    windowMs: CONTACT_WINDOW_MS,
    key: clientIp,
    message: CONTATO_ANSWERS.tooMany,
  });
  mount(app, ops.postContatos, { onRequest: [policy.anyone, perIp] }, async (request, reply) => {
    const site = { publicUrl: config.publicUrl, siteName: config.site.name, email: config.site.email };
    const id = await createContato(app.db, app.mailer, request.body, site);
    return reply.code(201).send({ id, detail: CONTATO_ANSWERS.created });
  });
};
