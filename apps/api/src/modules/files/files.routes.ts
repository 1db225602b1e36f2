// Uploaded files (the profile photo of either account type, the candidate's PDF portfolio),
// registered under /api/v1:
//   POST   /arquivos/perfil/{tipo}/{usuarioId}            photo (field arquivo), by its owner
//   GET    /arquivos/perfil/{tipo}/{usuarioId}?expires=   {url}: signed link of the photo
//   POST   /arquivos/portfolio/candidato/{id}             PDFs (field arquivos), by the candidate
//   GET    /arquivos/portfolio/candidato/{id}             the portfolio's files
//   GET    /arquivos/portfolio/candidato/{id}/link?key=   {url}: signed download link
//   DELETE /arquivos/portfolio/candidato/{id}?key=        removes one file
//   GET    /arquivos/download?key&exp&d&name&sig          serves a signed link (download.routes.ts)

import {
  detailAnswerSchema,
  photoLinkSchema,
  photoUploadAnswerSchema,
  portfolioLinkSchema,
  portfolioListSchema,
} from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { uploadDoc } from '../../plugins/openapi-document';
import { idParam } from '../candidate-records/candidate-records.schemas';
import { downloadRoutes } from './download.routes';
import * as service from './files.service';
import { storeUploads, UPLOAD_MESSAGES } from './files.upload';

const tags = ['arquivos'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  422: validationErrorSchema,
};
/** Reads by candidate id: also 429 when a clinic has opened its daily number of candidates. */
const readErrors = { ...errors, 429: errorSchema };
const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema, 429: errorSchema };

const photoParams = z.object({ tipo: z.enum(['candidato', 'clinica']), usuarioId: idParam });
const candidateParams = z.object({ id: idParam });
/**
 * The photo link's lifetime in seconds, clamped to 60–86400 by the handler; a value that is not a
 * number means the default lifetime (a link is valid whatever lifetime was asked).
 */
const photoLinkQuery = z.object({
  expires: z
    .string()
    .max(20)
    .optional()
    .transform((text) => {
      const seconds = Number(text);
      return text !== undefined && Number.isFinite(seconds) ? seconds : undefined;
    }),
});
const keyQuery = z.object({
  key: z.string().max(300).optional(),
  object: z.string().max(300).optional(),
  filename: z.string().max(300).optional(),
});

/** Uploads per user (or per IP without a session) and minute. */
const uploadRateLimit = {
  max: 30,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `upload:user:${request.user.id}` : `upload:ip:${request.ip}`,
};

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  // Multipart parsing for this module only; each route reads with its own limits.
  await app.register(multipart, { limits: { fileSize: service.PDF_MAX_BYTES, parts: 50 } });

  app.post(
    '/arquivos/perfil/:tipo/:usuarioId',
    {
      onRequest: policy.ownPhoto('tipo', 'usuarioId'),
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Envia a foto de perfil (campo arquivo: JPEG, PNG ou WebP, até 2 MB); substitui a anterior.',
        ...uploadDoc({
          field: 'arquivo',
          multiple: false,
          description: 'A foto: JPEG, PNG ou WebP, até 2 MB.',
        }),
        params: photoParams,
        response: {
          201: photoUploadAnswerSchema,
          ...uploadErrors,
        },
      },
    },
    async (request, reply) => {
      const [upload] = await storeUploads(request, storage, {
        field: 'arquivo',
        maxBytes: service.PHOTO_MAX_BYTES,
        maxFiles: 1,
        tooLargeMessage: service.FILE_MESSAGES.photoTooLarge,
        accept: service.acceptPhoto(request.params.usuarioId),
      });
      if (!upload) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
      const answer = await service.uploadPhoto(db, storage, request.log, request.params.usuarioId, upload);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/arquivos/perfil/:tipo/:usuarioId',
    {
      onRequest: policy.readPhoto('tipo', 'usuarioId'),
      schema: {
        tags,
        security,
        summary: 'Link assinado da foto de perfil: {url}. expires em segundos (60 a 86400; padrão 3600).',
        params: photoParams,
        querystring: photoLinkQuery,
        response: { 200: photoLinkSchema, ...readErrors },
      },
    },
    async (request) => {
      const seconds = service.clampSeconds(request.query.expires, service.PHOTO_LINK_SECONDS);
      return service.photoUrl(db, storage, request.params.tipo, request.params.usuarioId, seconds);
    },
  );

  app.post(
    '/arquivos/portfolio/candidato/:id',
    {
      onRequest: policy.ownCandidate('id'),
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: `Envia PDFs ao portfólio (campo arquivos: um ou vários, até ${service.PORTFOLIO_MAX_FILES_PER_UPLOAD}, 10 MB cada).`,
        ...uploadDoc({
          field: 'arquivos',
          multiple: true,
          description: `Um ou vários PDFs (até ${service.PORTFOLIO_MAX_FILES_PER_UPLOAD}), 10 MB cada.`,
        }),
        params: candidateParams,
        response: { 201: portfolioListSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const uploads = await storeUploads(request, storage, {
        field: 'arquivos',
        maxBytes: service.PDF_MAX_BYTES,
        maxFiles: service.PORTFOLIO_MAX_FILES_PER_UPLOAD,
        tooLargeMessage: service.FILE_MESSAGES.pdfTooLarge,
        accept: service.acceptPortfolioFile(db, request.params.id),
      });
      const items = await service.uploadPortfolio(db, storage, request.log, request.params.id, uploads);
      return reply.code(201).send(items);
    },
  );

  app.get(
    '/arquivos/portfolio/candidato/:id',
    {
      onRequest: policy.readCandidate('id'),
      schema: {
        tags,
        security,
        summary: 'Os arquivos do portfólio do candidato (lista vazia quando não há nenhum).',
        params: candidateParams,
        response: { 200: portfolioListSchema, ...readErrors },
      },
    },
    async (request) => service.listPortfolio(db, storage, request.params.id),
  );

  app.get(
    '/arquivos/portfolio/candidato/:id/link',
    {
      onRequest: policy.readCandidate('id'),
      schema: {
        tags,
        security,
        summary: 'Link assinado de download de um arquivo do portfólio (key, object ou filename).',
        params: candidateParams,
        querystring: keyQuery,
        response: { 200: portfolioLinkSchema, ...readErrors },
      },
    },
    async (request) => {
      const { key, object, filename } = request.query;
      const wanted = key || object || filename;
      if (!wanted) throw new HttpError(400, service.FILE_MESSAGES.missingKey);
      return service.portfolioLink(db, storage, request.params.id, wanted);
    },
  );

  app.delete(
    '/arquivos/portfolio/candidato/:id',
    {
      onRequest: policy.ownCandidate('id'),
      schema: {
        tags,
        security,
        summary: 'Remove um arquivo do portfólio (key).',
        params: candidateParams,
        querystring: keyQuery,
        response: { 200: detailAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const wanted = request.query.key || request.query.object;
      if (!wanted) throw new HttpError(400, service.FILE_MESSAGES.missingKey);
      return service.deletePortfolioFile(db, storage, request.log, request.params.id, wanted);
    },
  );

  await app.register(downloadRoutes);
};
