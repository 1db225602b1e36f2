// The candidate's whole profile and the one-request publish of the wizard (registered under
// /api/v1, the only path the spec shows for them):
//   GET  /api/v1/usuario_candidato/{id}/full       the candidate, the records, photo link, views
//        (404 to others until the candidate publishes; a clinic opens PROFILE_READS_PER_DAY a day)
//   POST /api/v1/usuario_candidato/{id}/publicar   the whole wizard in one transaction
import { candidatePublishSchema, PUBLISH_CONSENT_MESSAGE } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import {
  enderecoAnswerSchema,
  experienciaAnswerSchema,
  formacaoAnswerSchema,
  idParams,
  registroAnswerSchema,
} from '../candidate-records/candidate-records.schemas';
import { fullProfile, publish } from './candidate-profile.service';

const tags = ['candidatos'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export const fullProfileSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  tipo_profissao: z.string(),
  data_cadastro: z.string(),
  published_at: z.string().nullable().describe('Data e hora da última publicação (ISO 8601), ou null.'),
  formacoes: z.array(formacaoAnswerSchema),
  experiencias: z.array(experienciaAnswerSchema),
  endereco: enderecoAnswerSchema.nullable(),
  registro: registroAnswerSchema.nullable().describe('O registro profissional da profissão do candidato.'),
  foto_url: z.string().nullable().describe('Link assinado da foto (expira em 1 hora), ou null.'),
  visualizacoes: z.number().int().describe('Quantas vezes clínicas viram o perfil.'),
  cpf: z.string().optional().describe('Só para o próprio candidato.'),
  dataNascimento: z.string().nullable().optional().describe('Só para o próprio candidato.'),
  consent_at: z.string().nullable().optional().describe('Só para o próprio candidato.'),
  consent_version: z.string().nullable().optional().describe('Só para o próprio candidato.'),
});

export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/usuario_candidato/:id/full',
    {
      onRequest: policy.readCandidate('id'),
      schema: {
        tags,
        security,
        summary:
          'O candidato completo: formações, experiências, endereço, registro profissional, foto e visualizações.',
        params: idParams,
        response: { 200: fullProfileSchema, ...errors, 429: errorSchema },
      },
    },
    async (request) => fullProfile(db, storage, authUser(request), request.params.id),
  );

  app.post(
    '/usuario_candidato/:id/publicar',
    {
      onRequest: policy.ownCandidate('id'),
      // The consent comes first, with its own message (LGPD: consent must be demonstrable).
      preValidation: async (request) => {
        const body = request.body as { consentimento?: unknown } | null | undefined;
        if (body?.consentimento !== true) throw new HttpError(422, PUBLISH_CONSENT_MESSAGE);
      },
      schema: {
        tags,
        security,
        summary:
          'Publica o currículo inteiro numa transação: substitui formações e experiências, grava endereço e registro profissional e registra o consentimento.',
        params: idParams,
        body: candidatePublishSchema,
        response: { 200: fullProfileSchema, ...errors },
      },
    },
    async (request) => publish(db, storage, authUser(request), request.params.id, request.body),
  );
};
