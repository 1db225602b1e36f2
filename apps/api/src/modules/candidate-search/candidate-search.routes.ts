// The clinics' candidate list (spec 1 sections 2, 3 and 7), at the spec's path and under /api/v1:
//   GET /usuario_candidato/full?tipos_profissao=&estados=&equipamentos=&salvos=&page=&size=
// Only clinics (401 without a session, 403 for candidates). Each filter is repeatable
// (?estados=SP&estados=RJ) or comma-separated (?estados=SP,RJ); values of one filter are
// alternatives, filters combine. Answers {items, total, page, size}, newest published first.
import { candidatePageSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { specPaths } from '../../plugins/route-paths';
import { PhotoLinkCache } from '../files/photo-link-cache';
import {
  createCountCache,
  DEFAULT_PAGE_SIZE,
  listCandidates,
  MAX_PAGE_SIZE,
  parseSearchQuery,
} from './candidate-search.service';

const repeatable = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

const querystring = z.object({
  tipos_profissao: repeatable(
    'Profissões (repetível ou separadas por vírgula), ex.: TSB, Dentista Radiologista.',
  ),
  estados: repeatable('Siglas de estados (repetível ou separadas por vírgula), ex.: SP, RJ.'),
  equipamentos: repeatable(
    'Equipamentos, marcas ou plataformas do registro profissional (qualquer um; sem diferenciar maiúsculas).',
  ),
  salvos: repeatable(
    "'true': só os candidatos que esta clínica salvou (PUT /api/v1/candidatos_salvos/{id}).",
  ),
  page: repeatable('Página, a partir de 1 (padrão 1).'),
  size: repeatable(`Itens por página, de 1 a ${MAX_PAGE_SIZE} (padrão ${DEFAULT_PAGE_SIZE}).`),
});

export const candidateSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app;
  // Totals of large results are reused for a few seconds (count-cache.ts); one cache per app.
  const counts = createCountCache();
  // Photo links signed for an hour are handed out again for 5 minutes (photo-link-cache.ts).
  const photoLinks = new PhotoLinkCache(storage);

  for (const { url, hide } of specPaths('/usuario_candidato/full')) {
    app.get(
      url,
      {
        onRequest: app.requireRole('clinica'),
        // The page is built field by field by listCandidates, so it is written as is: checking
        // 50 cards against the schema again cost more than the JSON itself (the schema still
        // documents the answer).
        serializerCompiler: () => (data) => JSON.stringify(data),
        schema: {
          hide,
          tags: ['candidatos'],
          security: [{ bearerAuth: [] }],
          summary:
            'Lista de candidatos publicados para clínicas, com filtros por profissão, estado e equipamento, do mais recente ao mais antigo.',
          querystring,
          response: {
            200: candidatePageSchema,
            401: errorSchema,
            403: errorSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request) =>
        listCandidates(database, photoLinks, counts, parseSearchQuery(request.query, authUser(request).id)),
    );
  }
};
