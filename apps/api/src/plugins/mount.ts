// Mounts the contract's operations (packages/shared/src/contract): every documented route of the
// API is registered here, from its declaration — at /api/v1 + its path, and for the spec's calls
// also at the bare path, hidden from the document so it lists each operation once. A module adds
// only what is the server's own: who may call (onRequest/preHandler), rate limits, serializers and
// the handler. Trailing slashes are optional everywhere (the router ignores them).
import type { Operation, OperationSchema } from '@app/shared/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from './route-paths';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The handler of an operation: request and reply typed from its declaration. */
export type OperationHandler<S extends OperationSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** What the server adds to a declared operation: access hooks, rate limit, serializer… */
export type MountOptions<S extends OperationSchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'schema'
>;

/** The URLs of an operation: the canonical one, then the spec's bare alias (hidden from the docs). */
export function operationUrls(op: Pick<Operation, 'path' | 'bare'>): { url: string; hide: boolean }[] {
  const path = op.path.replace(/\/+$/, '') || '/';
  const urls = [{ url: `${API_PREFIX}${path === '/' ? '' : path}`, hide: false }];
  if (op.bare) urls.push({ url: path, hide: true });
  return urls;
}

/** The ids of the operations mounted on each server (plugins are encapsulated; their server is one). */
const mounted = new WeakMap<object, Set<string>>();

/** The ids of the operations mounted on this server (for the test that the contract is all served). */
export function mountedOperations(app: FastifyInstance): ReadonlySet<string> {
  return mounted.get(app.server) ?? new Set();
}

/** Registers a declared operation with the server's hooks and handler. */
export function mount<S extends OperationSchema>(
  app: ZodApp,
  op: Operation<S>,
  options: MountOptions<S>,
  handler: OperationHandler<S>,
): void {
  const marks = {
    ...(op.upload ? { 'x-upload': op.upload } : {}),
    ...(op.download ? { 'x-download': op.download } : {}),
  };
  for (const { url, hide } of operationUrls(op)) {
    app.route<RouteGenericInterface, ContextConfigDefault, S>({
      ...options,
      method: op.method,
      url,
      schema: { ...op.schema, ...marks, operationId: op.id, hide },
      handler,
    });
  }
  const ids = mounted.get(app.server) ?? new Set<string>();
  mounted.set(app.server, ids.add(op.id));
}
