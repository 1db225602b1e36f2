// The whole OpenAPI document, back office included, for administrators only:
// GET /api/v1/admin/docs/json (404 for anyone else, like every /api/v1/admin route). The public
// document at /api/docs/json leaves the back office out (plugins/openapi.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { ADMIN_PATH_PREFIX } from '../../plugins/openapi';

export const adminDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${ADMIN_PATH_PREFIX}/docs/json`, { onRequest: policy.admin, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
