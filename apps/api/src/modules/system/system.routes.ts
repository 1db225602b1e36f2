// System routes: health check (monitoring: every part the server is configured with), ping (no
// database: liveness, and what a load balancer should probe) and the public site facts the web app
// shows in its footer and contact buttons (contract: packages/shared/src/contract/system.ts).
import { systemOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { MESSAGES } from '../../plugins/errors';
import { mount } from '../../plugins/mount';

/** Each part's check, at most `ms` long: a part that hangs counts as down. */
async function check(name: string, probe: () => Promise<unknown>, ms: number): Promise<'ok' | Error> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name}: no answer in ${ms} ms`)), ms);
      }),
    ]);
    return 'ok';
  } catch (err) {
    return err as Error;
  } finally {
    clearTimeout(timer);
  }
}
const HEALTH_TIMEOUT_MS = 3_000;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parts /health found down: a part's failure is logged when it goes down and once more when
  // it is back, not at every probe (a monitor probing each 2 s would fill the log otherwise).
  const down = new Set<string>();
  const report = (part: string, result: unknown) => {
    if (result instanceof Error) {
      if (down.has(part)) return;
      down.add(part);
      app.log.error({ part, reason: result.message }, `health check: ${part} unreachable`);
    } else if (down.delete(part)) {
      app.log.info({ part }, `health check: ${part} reachable again`);
    }
  };
  mount(app, ops.getHealth, { onRequest: policy.anyone }, async (_request, reply) => {
    const { redis } = app;
    const [database, storage, redisState] = await Promise.all([
      check('database', () => app.database.ping(), HEALTH_TIMEOUT_MS),
      check('storage', () => app.storage.ping(), HEALTH_TIMEOUT_MS),
      // A client that is reconnecting refuses the PING at once (no offline queue); the timeout
      // covers a Redis that accepts the connection and never answers.
      redis ? check('redis', () => redis.ping(), HEALTH_TIMEOUT_MS) : ('desativado' as const),
    ]);
    report('database', database);
    report('storage', storage);
    report('Redis', redisState);
    if (database === 'ok' && storage === 'ok' && !(redisState instanceof Error))
      return { status: 'ok' as const, database, storage, redis: redisState };
    const state = (result: 'ok' | Error) => (result === 'ok' ? ('ok' as const) : ('indisponível' as const));
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({
        status: 'error',
        database: state(database),
        storage: state(storage),
        redis: redisState instanceof Error ? 'indisponível' : redisState,
        detail: MESSAGES.unavailable,
        code: 'service.unavailable',
      });
  });

  // The cheapest answer of the server (no database): the benchmark's hello-world baseline, and the
  // load balancer's probe (it answers 503 too while this process sheds load).
  mount(app, ops.getPing, { onRequest: policy.anyone }, async () => ({ ok: true as const }));

  mount(app, ops.getSite, { onRequest: policy.anyone }, async (_request, reply) => {
    const { site, googleClientId } = app.config;
    reply.header('cache-control', 'public, max-age=300');
    return { ...site, googleClientId: googleClientId ?? null };
  });
};
