// The clinics' candidate list, at the contract's bare path and under /api/v1:
//   GET /usuario_candidato/full?tipos_profissao=&estados=&cidades=&equipamentos=&deseja_atuar_fora=&salvos=&page=&size=
// Only clinics (401 without a session, 403 for candidates). Each filter is repeatable
// (?estados=SP&estados=RJ) or comma-separated (?estados=SP,RJ); values of one filter are
// alternatives, filters combine. Answers {items, total, page, size}, newest published first.
import { type CandidatePage, candidatePageSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { specPaths } from '../../plugins/route-paths';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { searchQueryOf, searchQuerySchema } from './candidate-search.query';
import { createListCaches, jsonOf, listCandidates } from './candidate-search.service';
import { ListEvents } from './list-events';

export const candidateSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app;
  // Totals and pages of large results are reused for a few seconds (count-cache.ts,
  // page-cache.ts); one set per app.
  // On PGlite the database's notifications spare a kept page its query (list-events.ts).
  const caches = createListCaches(database, await ListEvents.start(database));
  // Photo links signed for an hour are handed out again for 5 minutes (photo-link-cache.ts).
  const photoLinks = new PhotoLinkCache(storage);

  for (const { url, hide } of specPaths('/usuario_candidato/full')) {
    app.get(
      url,
      {
        onRequest: policy.clinic,
        // The page's JSON is written by the service (jsonOf: each card's JSON kept with the shared
        // page) and sent as it is; checking 50 cards against the zod schema again before writing
        // them cost more than the JSON itself. Errors are written with JSON.stringify.
        serializerCompiler: () => JSON.stringify,
        schema: {
          hide,
          tags: ['candidatos'],
          security: [{ bearerAuth: [] }],
          summary:
            'Lista de candidatos publicados para clínicas, com filtros por profissão, estado, cidade, equipamento e disposição para trabalhar em outra cidade, do mais recente ao mais antigo.',
          querystring: searchQuerySchema,
          response: {
            200: candidatePageSchema,
            401: errorSchema,
            403: errorSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const list = await listCandidates(
          database,
          photoLinks,
          caches,
          searchQueryOf(request.query, authUser(request).id),
        );
        // A string with a JSON content type is sent unchanged (no serializer).
        return reply.type('application/json; charset=utf-8').send(jsonOf(list) as unknown as CandidatePage);
      },
    );
  }
};
