// Uploaded files (the profile photo of either account type, the candidate's PDF portfolio),
// registered under /api/v1 (contract: packages/shared/src/contract/files.ts):
//   POST   /arquivos/perfil/{tipo}/{usuarioId}            photo (field arquivo), by its owner
//   GET    /arquivos/perfil/{tipo}/{usuarioId}?expires=   {url}: signed link of the photo
//   POST   /arquivos/portfolio/candidato/{id}             PDFs (field arquivos), by the candidate
//   GET    /arquivos/portfolio/candidato/{id}             the portfolio's files
//   GET    /arquivos/portfolio/candidato/{id}/link?key=   {url}: signed download link
//   DELETE /arquivos/portfolio/candidato/{id}?key=        removes one file
//   GET    /arquivos/download?key&exp&d&name&sig          serves a signed link (download.routes.ts)

import { filesOperations as ops } from '@app/shared/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { HttpError } from '../../plugins/errors';
import { mount } from '../../plugins/mount';
import { downloadRoutes } from './download.routes';
import * as service from './files.service';
import { storeUploads, UPLOAD_MESSAGES } from './files.upload';

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

  mount(
    app,
    ops.postArquivosPerfilByTipoByUsuarioId,
    { onRequest: policy.ownPhoto('tipo', 'usuarioId'), config: { rateLimit: uploadRateLimit } },
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

  mount(
    app,
    ops.getArquivosPerfilByTipoByUsuarioId,
    { onRequest: policy.readPhoto('tipo', 'usuarioId') },
    async (request) => {
      const seconds = service.clampSeconds(request.query.expires, service.PHOTO_LINK_SECONDS);
      return service.photoUrl(db, storage, request.params.tipo, request.params.usuarioId, seconds);
    },
  );

  mount(
    app,
    ops.postArquivosPortfolioCandidatoById,
    { onRequest: policy.ownCandidate('id'), config: { rateLimit: uploadRateLimit } },
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

  mount(
    app,
    ops.getArquivosPortfolioCandidatoById,
    { onRequest: policy.readCandidate('id') },
    async (request) => service.listPortfolio(db, storage, request.params.id),
  );

  mount(
    app,
    ops.getArquivosPortfolioCandidatoByIdLink,
    { onRequest: policy.readCandidate('id') },
    async (request) => {
      const { key, object, filename } = request.query;
      const wanted = key || object || filename;
      if (!wanted) throw new HttpError(400, service.FILE_MESSAGES.missingKey);
      return service.portfolioLink(db, storage, request.params.id, wanted);
    },
  );

  mount(
    app,
    ops.deleteArquivosPortfolioCandidatoById,
    { onRequest: policy.ownCandidate('id') },
    async (request) => {
      const wanted = request.query.key || request.query.object;
      if (!wanted) throw new HttpError(400, service.FILE_MESSAGES.missingKey);
      return service.deletePortfolioFile(db, storage, request.log, request.params.id, wanted);
    },
  );

  await app.register(downloadRoutes);
};
