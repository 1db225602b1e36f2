// Builds the Fastify app from a Config and an open Database (no listen): main.ts and the tests
// share it.

import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accountLifecycleRoutes } from './modules/account-lifecycle/account-lifecycle.routes';
import { accountSummaryRoutes } from './modules/account-summary/account-summary.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { availabilityRoutes, registerAvailabilitySweep } from './modules/availability/availability.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogSeoRoutes } from './modules/blog/blog.seo';
import { candidateProfileRoutes } from './modules/candidate-profile/candidate-profile.routes';
import { assertCanReadCandidate, authorizeCandidateRead } from './modules/candidate-records/candidate-access';
import { candidateRecordsRoutes } from './modules/candidate-records/candidate-records.routes';
import { professionalRecordsRoutes } from './modules/candidate-records/professional-records.routes';
import { candidateSearchRoutes } from './modules/candidate-search/candidate-search.routes';
import { cepRoutes } from './modules/cep/cep.routes';
import { classificadosRoutes } from './modules/classificados/classificados.routes';
import { classificadosSeoRoutes } from './modules/classificados/classificados.seo';
import { clinicInfoRoutes } from './modules/clinic-info/clinic-info.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { filesRoutes } from './modules/files/files.routes';
import { googleAuthRoutes } from './modules/google-auth/google-auth.routes';
import { registerJobAlerts } from './modules/job-alerts/job-alerts.jobs';
import { jobAlertsRoutes } from './modules/job-alerts/job-alerts.routes';
import { vagasRoutes } from './modules/job-postings/job-postings.routes';
import { vagasSeoRoutes } from './modules/job-postings/job-postings.seo';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { savedCandidatesRoutes } from './modules/saved-candidates/saved-candidates.routes';
import { registerRevocationBus } from './modules/sessions/revocation-bus';
import { findSession, isTokenOfSuspendedAccount } from './modules/sessions/sessions.service';
import { systemRoutes } from './modules/system/system.routes';
import { registerViewNoticeScheduler, viewNoticesRoutes } from './modules/view-notices/view-notices.routes';
import { viewsRoutes } from './modules/views/views.routes';
import { registerAccessPolicy } from './plugins/access-policy';
import { registerAuth } from './plugins/auth';
import { registerDataPages } from './plugins/data-pages';
import type { AppDb, Database } from './plugins/db';
import { registerErrorHandler } from './plugins/errors';
import { registerInvalidCharacterCheck } from './plugins/invalid-characters';
import { registerJobs } from './plugins/jobs';
import { registerJsonBodyParser } from './plugins/json-body';
import { logSerializers } from './plugins/log-redaction';
import { registerRequestLog } from './plugins/logger';
import { registerMail } from './plugins/mail';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRedis } from './plugins/redis';
import { API_PREFIX } from './plugins/route-paths';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerStorage } from './plugins/storage';
import { installPortugueseZodMessages } from './plugins/zod-messages';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The open database (driver kind, ping, close). */
    database: Database;
    /** Its drizzle handle, for repos. */
    db: AppDb;
  }
}

export { API_PREFIX };

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A pino logger (main.ts), false for silence (tests), or undefined for one at config.logLevel. */
  logger?: FastifyBaseLogger | boolean;
  /** Load shedding (503 while the event loop is saturated); default true. */
  underPressure?: boolean;
}

/** The app, typed with the zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp({ config, database, logger, underPressure }: BuildAppOptions): Promise<App> {
  installPortugueseZodMessages();
  const options: FastifyServerOptions = {
    trustProxy: config.trustProxy,
    // While closing, new requests get 503 and in-flight ones finish.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request instead of Fastify's two (plugins/logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
  };
  // Request URLs are logged with secret query parameters redacted (log-redaction.ts).
  if (typeof logger === 'object') options.loggerInstance = logger.child({}, { serializers: logSerializers });
  else options.logger = logger === false ? false : { level: config.logLevel, serializers: logSerializers };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  registerErrorHandler(app);
  registerRequestLog(app);
  // Prometheus metrics at /metrics when METRICS_TOKEN is set (request timings of every route).
  registerMetrics(app);
  // JSON bodies nested deeper than 64 levels are a 400 before parsing (json-body.ts).
  registerJsonBodyParser(app);
  // Text holding a NUL character is a 422 on every route, before validation.
  registerInvalidCharacterCheck(app);
  // Before the rate limits, which count in Redis when REDIS_URL is set.
  registerRedis(app);
  registerRevocationBus(app);
  await registerSecurity(app, { underPressure });
  await registerOpenApi(app);
  // app.jobs: the durable job queue in the database (e-mail, timed work); then the mailer, whose
  // background messages are jobs.
  registerJobs(app);
  registerMail(app);
  registerViewNoticeScheduler(app);
  registerJobAlerts(app);
  registerAvailabilitySweep(app);
  // request.user from the bearer token; each route declares who may call it with a hook of
  // plugins/access-policy.ts (app.requireUser / app.requireRole are two of them, for code holding only the app).
  registerAuth(app, {
    find: (token) =>
      findSession(app.database, token, {
        idleDays: app.config.sessionIdleDays,
        cacheSeconds: app.config.sessionCacheSeconds,
      }),
    wasSuspended: (token) => isTokenOfSuspendedAccount(app.database, token),
  });
  app.decorate('candidateReads', {
    assertCanRead: (request, caller, id) => assertCanReadCandidate(request.server.db, caller, id),
    authorize: authorizeCandidateRead,
  });
  registerAccessPolicy(app);
  // app.storage: uploaded files (the S3_BUCKET bucket, else local disk under DATA_DIR/files) and their signed links.
  registerStorage(app);
  // app.dataPages: the public data pages rendered per request by the web app's SSR bundle.
  registerDataPages(app, config.webDistDir);

  // API modules. Each mounts its operations from the contract (packages/shared/src/contract) with
  // plugins/mount.ts: under /api/v1, and the calls the spec shows without the prefix (POST
  // /usuario_candidato/, GET /visualizacoes/visualizacoes/count…) at that bare path too.
  await app.register(systemRoutes);
  await app.register(cepRoutes);
  // Accounts, sessions, Google sign-in, password recovery.
  await app.register(accountsRoutes);
  await app.register(googleAuthRoutes);
  await app.register(passwordResetRoutes);
  // The personal strip of /home.
  await app.register(accountSummaryRoutes);
  // The candidate's records, whole profile and publish, and the uploaded files.
  await app.register(candidateRecordsRoutes);
  await app.register(professionalRecordsRoutes);
  await app.register(candidateProfileRoutes);
  await app.register(filesRoutes);
  // The clinic's information and profile; account deletion and data export.
  await app.register(clinicInfoRoutes);
  await app.register(accountLifecycleRoutes);
  // The clinics' candidate list and the profile views.
  await app.register(candidateSearchRoutes);
  await app.register(viewNoticesRoutes);
  await app.register(viewsRoutes);
  await app.register(savedCandidatesRoutes);
  // Job postings and applications; the server-rendered head of /vagas/{id}, sitemap.xml, robots.txt.
  await app.register(vagasRoutes);
  await app.register(jobAlertsRoutes);
  await app.register(availabilityRoutes);
  await app.register(applicationsRoutes);
  await app.register(vagasSeoRoutes);
  // Classificados (the equipment marketplace) and the server-rendered head of /classificados/{id}.
  await app.register(classificadosRoutes);
  await app.register(classificadosSeoRoutes);
  // The blog: articles (public and back office), the article pages, the feed and the images.
  await app.register(blogRoutes);
  await app.register(blogSeoRoutes);
  // Proposal requests (public) and the back office (administrators only, 404 for anyone else).
  await app.register(contactsRoutes);
  await app.register(adminRoutes);

  // Last: the web app and the not-found handler (SPA fallback, JSON 404 for the API).
  await registerStatic(app, config.webDistDir);
  return app;
}
