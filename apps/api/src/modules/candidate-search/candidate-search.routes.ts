// The clinics' candidate list, at the contract's bare path and under /api/v1 (contract:
// packages/shared/src/contract/candidate-search.ts):
//   GET /usuario_candidato/full?tipos_profissao=&estados=&cidades=&equipamentos=&deseja_atuar_fora=&salvos=&page=&size=
// Only clinics (401 without a session, 403 for candidates). Each filter is repeatable
// (?estados=SP&estados=RJ) or comma-separated (?estados=SP,RJ); values of one filter are
// alternatives, filters combine. Answers {items, total, page, size}, newest published first.
import type { CandidatePage } from '@app/shared';
import { candidateSearchOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { searchQueryOf } from './candidate-search.query';
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

  mount(
    app,
    ops.getUsuarioCandidatoFull,
    {
      onRequest: policy.clinic,
      // The page's JSON is written by the service (jsonOf: each card's JSON kept with the shared
      // page) and sent as it is; checking 50 cards against the zod schema again before writing
      // them cost more than the JSON itself. Errors are written with JSON.stringify.
      serializerCompiler: () => JSON.stringify,
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
};
