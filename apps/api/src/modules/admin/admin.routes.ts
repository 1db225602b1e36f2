// The back office's API, under /api/v1/admin: every route declares policy.admin, so anyone who is
// not an administrator (visitors included) gets the same 404 as for an unknown path.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body';
import { adminContactsRoutes } from './admin-contacts.routes';
import { adminDashboardRoutes } from './admin-dashboard';
import { adminUsersRoutes } from './admin-users.routes';
import { auditRoutes } from './audit.routes';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  await app.register(adminUsersRoutes);
  await app.register(adminContactsRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(auditRoutes);
};
