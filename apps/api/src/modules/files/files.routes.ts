// Uploaded files (spec 1 section 7, spec 2 section 7), registered under /api/v1:
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import {
  ACCESS_MESSAGES,
  candidateOnly,
  ownCandidateInPath,
  readerOfCandidateInPath,
  sessionOnly,
} from '../candidate-records/candidate-access';
import { idParam } from '../candidate-records/candidate-records.schemas';
import { downloadRoutes } from './download.routes';
import * as service from './files.service';
import { readUploads, UPLOAD_MESSAGES } from './files.upload';

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

/** onRequest: a candidate's photo is read like the rest of their data; a clinic's by anyone logged in. */
const candidatePhotoReader = readerOfCandidateInPath('usuarioId');
async function photoReader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await sessionOnly(request);
  if ((request.params as { tipo?: string }).tipo === 'candidato') await candidatePhotoReader(request, reply);
}

/** onRequest: only the owner of the photo's account uploads it (before the body is read). */
async function photoOwnerOnly(request: FastifyRequest): Promise<void> {
  await sessionOnly(request);
  const { tipo, usuarioId } = request.params as { tipo?: string; usuarioId?: string };
  if (request.user?.tipo_usuario !== tipo || String(request.user?.id) !== usuarioId)
    throw new HttpError(403, ACCESS_MESSAGES.ownDataOnly);
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  // Multipart parsing for this module only; each route reads with its own limits.
  await app.register(multipart, { limits: { fileSize: service.PDF_MAX_BYTES, parts: 50 } });

  app.post(
    '/arquivos/perfil/:tipo/:usuarioId',
    {
      onRequest: photoOwnerOnly,
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Envia a foto de perfil (campo arquivo: JPEG, PNG ou WebP, até 2 MB); substitui a anterior.',
        params: photoParams,
        response: {
          201: photoUploadAnswerSchema,
          ...uploadErrors,
        },
      },
    },
    async (request, reply) => {
      const [upload] = await readUploads(request, {
        field: 'arquivo',
        maxBytes: service.PHOTO_MAX_BYTES,
        maxFiles: 1,
        tooLargeMessage: service.FILE_MESSAGES.photoTooLarge,
      });
      if (!upload) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
      const answer = await service.uploadPhoto(db, storage, request.log, request.params.usuarioId, upload);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/arquivos/perfil/:tipo/:usuarioId',
    {
      onRequest: photoReader,
      schema: {
        tags,
        security,
        summary: 'Link assinado da foto de perfil: {url}. expires em segundos (60 a 86400; padrão 3600).',
        params: photoParams,
        querystring: z.object({ expires: z.string().max(20).optional() }),
        response: { 200: photoLinkSchema, ...readErrors },
      },
    },
    async (request) => {
      const asked = Number(request.query.expires);
      const seconds = service.clampSeconds(
        Number.isFinite(asked) ? asked : undefined,
        service.PHOTO_LINK_SECONDS,
      );
      return service.photoUrl(db, storage, request.params.tipo, request.params.usuarioId, seconds);
    },
  );

  app.post(
    '/arquivos/portfolio/candidato/:id',
    {
      onRequest: [candidateOnly, ownCandidateInPath('id')],
      config: { rateLimit: uploadRateLimit },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: `Envia PDFs ao portfólio (campo arquivos: um ou vários, até ${service.PORTFOLIO_MAX_FILES_PER_UPLOAD}, 10 MB cada).`,
        params: candidateParams,
        response: { 201: portfolioListSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const uploads = await readUploads(request, {
        field: 'arquivos',
        maxBytes: service.PDF_MAX_BYTES,
        maxFiles: service.PORTFOLIO_MAX_FILES_PER_UPLOAD,
        tooLargeMessage: service.FILE_MESSAGES.pdfTooLarge,
      });
      const items = await service.uploadPortfolio(db, storage, request.log, request.params.id, uploads);
      return reply.code(201).send(items);
    },
  );

  app.get(
    '/arquivos/portfolio/candidato/:id',
    {
      onRequest: readerOfCandidateInPath('id'),
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
      onRequest: readerOfCandidateInPath('id'),
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
      onRequest: [candidateOnly, ownCandidateInPath('id')],
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
