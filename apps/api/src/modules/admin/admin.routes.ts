// The back office's API, under /api/v1/admin: every route declares policy.admin, so anyone who is
// not an administrator (visitors included) gets the same 404 as for an unknown path. No prefix:
// mount adds /api/v1 to the contract's /admin/… paths, and the one hidden route writes its full URL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowEmptyJsonBody } from '../../plugins/json-body';
import { adminAnunciosRoutes } from '../classificados/classificados-admin.routes';
import { adminContactsRoutes } from './admin-contacts.routes';
import { adminDashboardRoutes } from './admin-dashboard';
import { adminDocsRoutes } from './admin-docs.routes';
import { adminQueueRoutes } from './admin-queue.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { auditRoutes } from './audit.routes';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  await app.register(adminUsersRoutes);
  await app.register(adminContactsRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(auditRoutes);
  await app.register(adminDocsRoutes);
  await app.register(adminQueueRoutes);
  await app.register(adminAnunciosRoutes);
};
