// OpenAPI document generated from the routes' zod schemas, with Swagger UI at /api/docs
// (JSON at /api/docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RX Odonto API',
        description: 'API da plataforma RX Odonto. Erros respondem JSON { "detail": "<mensagem>" }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI's own CSP (it needs inline code our site policy forbids), without
    // upgrade-insecure-requests so the page also works over plain http on localhost.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').trim(),
  });
}
