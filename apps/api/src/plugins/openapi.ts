// OpenAPI document generated from the routes' zod schemas, with Swagger UI at /api/docs
// (JSON at /api/docs/json). The public document leaves out the back office (/api/v1/admin/*,
// which answers 404 to everyone but administrators); administrators read the whole document at
// /api/v1/admin/docs/json (modules/admin/admin-docs.routes.ts).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentObject, documentRoute, nameSchemas } from './openapi-document';
import { API_PREFIX } from './route-paths';

export const DOCS_PREFIX = '/api/docs';

/** The paths of the back office, left out of the public document. */
export const ADMIN_PATH_PREFIX = `${API_PREFIX}/admin`;

/** The document without the back office's paths (given a copy: swagger-ui clones it first). */
export function publicDocument<T extends { paths?: Record<string, unknown> }>(doc: T): T {
  if (doc.paths)
    for (const path of Object.keys(doc.paths))
      if (path === ADMIN_PATH_PREFIX || path.startsWith(`${ADMIN_PATH_PREFIX}/`)) delete doc.paths[path];
  return doc;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  nameSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RX Odonto API',
        description:
          'API da plataforma RX Odonto. Erros respondem JSON { "detail": "<mensagem>", "code": "<código estável>" } ' +
          '(os códigos em components/schemas/CodigoDeErro); a validação (422) lista um item por campo recusado em ' +
          '"errors": [{ "field", "code", "message" }].',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: documentRoute,
    transformObject: documentObject,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // A fresh copy of the document per request, the back office taken out.
    transformSpecificationClone: true,
    transformSpecification: (doc) => publicDocument(doc as { paths?: Record<string, unknown> }),
    // Swagger UI's own CSP (it needs inline code our site policy forbids), without
    // upgrade-insecure-requests so the page also works over plain http on localhost.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').trim(),
  });
}
