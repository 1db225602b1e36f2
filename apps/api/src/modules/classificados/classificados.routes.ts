// Classificados (the equipment marketplace), under /api/v1 (contract: shared contract/classificados.ts):
//   GET    /anuncios                      public: published, unexpired ads with filters, newest first or by price
//   GET    /anuncios/meus                 the caller's own ads, every status, with views and messages
//   GET    /anuncios/{id}                 public while published; its owner and administrators always; else 404
//   POST   /anuncios/{id}/visualizacoes   counts a view (the page calls it once shown; not the owner's)
//   GET    /anuncios/{id}/whatsapp        the wa.me link, for a signed-in person, when the owner shows the phone
//   POST   /anuncios                      a signed-in account writes one (201 {id}, em_moderacao); ≤ 20 active
//   PUT    /anuncios/{id}                 its owner edits it; a published or refused ad goes back to moderation
//   POST   /anuncios/{id}/encerrar        its owner closes it {motivo: vendido | desisti}
//   POST   /anuncios/{id}/fotos           its owner adds photos (multipart field fotos; ≤ 8 in all)
//   DELETE /anuncios/{id}/fotos/{fotoId}  its owner removes one
//   POST   /anuncios/{id}/contato         a signed-in person writes to the owner (e-mail, Reply-To the sender)
//   POST   /anuncios/{id}/denuncias       a signed-in person reports it, once
// The seller's e-mail and phone are in no answer. The back office's routes: classificados-admin.routes.ts.
import { ANUNCIO_PHOTOS_MAX } from '@app/shared';
import { classificadosOperations as ops } from '@app/shared/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { type AuthUser, authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { mount } from '../../plugins/mount';
import { acceptPhoto, FILE_MESSAGES, PHOTO_MAX_BYTES } from '../files/files.service';
import { storeUploads } from '../files/files.upload';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { contactEmail } from './classificados.mail';
import {
  ANUNCIO_MESSAGES,
  assertCanManage,
  assertCanReach,
  assertNotFinal,
  canReadAnuncio,
} from './classificados.policy';
import * as repo from './classificados.repo';
import * as service from './classificados.service';

const plainJson = () => (data: unknown) => JSON.stringify(data);
const HOUR_MS = 60 * 60_000;

export const classificadosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  const photoLinks = new PhotoLinkCache(storage);
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, parts: 50 } });

  // An ad changed: this process's rendered /classificados pages are dropped at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      app.dataPages.invalidate('/classificados');
  });

  const perSender = keyedRateLimit(app, {
    name: 'anuncio-contato',
    max: config.anuncioContactPerHour,
    windowMs: HOUR_MS,
    key: (request) => (request.user ? `user:${request.user.id}` : null),
    message: ANUNCIO_MESSAGES.tooManyMessages,
  });

  /** The ad as `user` may see it, or 404. */
  async function readable(id: number, user: AuthUser | null) {
    const row = await repo.findDetail(db, id);
    if (!row || !canReadAnuncio(user, row)) throw new HttpError(404, ANUNCIO_MESSAGES.notFound);
    return row;
  }
  /** The ad for its owner (404 / 403), not sold or closed (422). */
  async function manageable(id: number, user: AuthUser) {
    const row = assertCanManage(user, await repo.findDetail(db, id));
    assertNotFinal(row);
    return row;
  }
  const detailOf = async (id: number, user: AuthUser | null) =>
    service.detail(db, await readable(id, user), user, photoLinks);

  mount(app, ops.getAnuncios, { onRequest: policy.anyone, serializerCompiler: plainJson }, async (request) =>
    service.listPublic(db, photoLinks, request.query),
  );

  mount(app, ops.getAnunciosMeus, { onRequest: policy.signedIn }, async (request) =>
    service.listOwn(db, photoLinks, authUser(request).id, request.query.page, request.query.size),
  );

  mount(
    app,
    ops.getAnunciosById,
    { onRequest: policy.anyone, serializerCompiler: plainJson },
    async (request) => detailOf(request.params.id, request.user),
  );

  mount(app, ops.postAnunciosByIdVisualizacoes, { onRequest: policy.anyone }, async (request, reply) => {
    const row = await readable(request.params.id, request.user);
    await service.countView(db, row, request.user);
    return reply.code(204).send(null);
  });

  mount(app, ops.getAnunciosByIdWhatsapp, { onRequest: policy.signedIn }, async (request) => {
    const row = await readable(request.params.id, request.user);
    const url = service.whatsappLink(row, config.publicUrl);
    if (!url) throw new HttpError(404, ANUNCIO_MESSAGES.noWhatsapp);
    return { url };
  });

  mount(app, ops.postAnuncios, { onRequest: policy.signedIn }, async (request, reply) => {
    const id = await service.createAnuncio(db, authUser(request).id, request.body);
    return reply.code(201).send({ id });
  });

  mount(app, ops.putAnunciosById, { onRequest: policy.signedIn }, async (request) => {
    const user = authUser(request);
    await service.updateAnuncio(db, await manageable(request.params.id, user), request.body);
    return detailOf(request.params.id, user);
  });

  mount(app, ops.postAnunciosByIdEncerrar, { onRequest: policy.signedIn }, async (request) => {
    const user = authUser(request);
    await manageable(request.params.id, user);
    await service.closeAnuncio(db, request.params.id, request.body.motivo);
    return detailOf(request.params.id, user);
  });

  mount(app, ops.postAnunciosByIdFotos, { onRequest: policy.signedIn }, async (request, reply) => {
    const user = authUser(request);
    const row = await manageable(request.params.id, user);
    const room = ANUNCIO_PHOTOS_MAX - (await repo.listPhotos(db, row.id)).length;
    if (room <= 0) throw new HttpError(422, ANUNCIO_MESSAGES.photosFull(ANUNCIO_PHOTOS_MAX));
    const uploads = await storeUploads(request, storage, {
      field: 'fotos',
      maxBytes: PHOTO_MAX_BYTES,
      maxFiles: room,
      tooLargeMessage: FILE_MESSAGES.photoTooLarge,
      accept: acceptPhoto(user.id),
    });
    const saved = await db
      .transaction(async (tx) => {
        await repo.lockAnuncio(tx, row.id);
        const current = await repo.listPhotos(tx, row.id);
        if (current.length + uploads.length > ANUNCIO_PHOTOS_MAX)
          throw new HttpError(422, ANUNCIO_MESSAGES.photosFull(ANUNCIO_PHOTOS_MAX));
        const next = current.reduce((max, photo) => Math.max(max, photo.posicao + 1), 0);
        await repo.insertPhotos(
          tx,
          row.id,
          uploads.map((upload, index) => ({
            storage_key: upload.key,
            mime: upload.mime,
            size: upload.size,
            posicao: next + index,
          })),
        );
        if (row.status === 'publicado' || row.status === 'recusado')
          await repo.updateAnuncio(tx, row.id, { status: 'em_moderacao', motivo_recusa: null });
        return repo.listPhotos(tx, row.id);
      })
      .catch(async (err) => {
        await Promise.all(uploads.map((upload) => storage.delete(upload.key).catch(() => undefined)));
        throw err;
      });
    const answer = await service.photoAnswers(saved, photoLinks);
    return reply.code(201).send(answer);
  });

  mount(app, ops.deleteAnunciosByIdFotosByFotoId, { onRequest: policy.signedIn }, async (request) => {
    const row = await manageable(request.params.id, authUser(request));
    const key = await repo.deletePhoto(db, row.id, request.params.fotoId);
    if (!key) throw new HttpError(404, ANUNCIO_MESSAGES.photoNotFound);
    await storage.delete(key).catch((err) => request.log.warn({ err }, 'could not delete a stored file'));
    const photos = await repo.listPhotos(db, row.id);
    return service.photoAnswers(photos, photoLinks);
  });

  mount(
    app,
    ops.postAnunciosByIdContato,
    { onRequest: policy.signedIn, preHandler: perSender },
    async (request, reply) => {
      const user = authUser(request);
      const row = assertCanReach(user, await repo.findDetail(db, request.params.id));
      const sender = await repo.findSender(db, user.id);
      await repo.insertMessage(db, row.id, user.id, request.body.mensagem);
      app.mailer.sendInBackground(
        contactEmail(
          site,
          row.vendedor_email,
          { id: row.id, titulo: row.titulo },
          sender,
          request.body.mensagem,
        ),
      );
      return reply.code(201).send({ detail: ANUNCIO_MESSAGES.messageSent });
    },
  );

  mount(app, ops.postAnunciosByIdDenuncias, { onRequest: policy.signedIn }, async (request, reply) => {
    const user = authUser(request);
    const row = assertCanReach(user, await repo.findDetail(db, request.params.id));
    if (!(await repo.insertReport(db, row.id, user.id, request.body.motivo)))
      throw new HttpError(409, ANUNCIO_MESSAGES.alreadyReported);
    return reply.code(201).send({ detail: ANUNCIO_MESSAGES.reported });
  });
};
