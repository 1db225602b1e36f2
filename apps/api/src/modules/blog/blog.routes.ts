// The blog's API, under /api/v1 (contract: packages/shared/src/contract/blog.ts):
//   GET    /posts                         public: published articles, newest first (filter tag)
//   GET    /posts/{slug}                  public when published (or scheduled and due); else 404
//   GET    /admin/posts                   administrators: every article (drafts and scheduled too)
//   GET    /admin/posts/{id}              administrators: one article for the editor
//   POST   /admin/posts                   administrators: 201 {id, slug}
//   PUT    /admin/posts/{id}              administrators
//   DELETE /admin/posts/{id}              administrators
//   POST   /admin/posts/{id}/imagens      administrators: an image (JPEG, PNG, WebP by content) → {id, url}
//   POST   /admin/posts/imagens           the same before the article is first saved
//   POST   /admin/posts/previa            administrators: the Markdown as the page will show it
// The back-office routes answer 404 to anyone else (policy.admin), and every change is audited.
// A scheduled article is published by a delayed job of the queue (blog-publish) and, whatever
// the job does, is public at read time once its time has come (blog.repo.ts isPublic).
import { randomUUID } from 'node:crypto';
import { POST_MESSAGES } from '@app/shared';
import { blogOperations as ops } from '@app/shared/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { QUEUES } from '../../plugins/jobs';
import { mount } from '../../plugins/mount';
import { recordAudit } from '../admin/audit.repo';
import { storeUploads } from '../files/files.upload';
import { blogImagePath, createRenderer } from './blog.markdown';
import * as repo from './blog.repo';
import * as service from './blog.service';

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

interface PublishJob {
  id: number;
  at: string;
}

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  const render = createRenderer(config.publicUrl);
  await app.register(multipart, { limits: { fileSize: BLOG_IMAGE_MAX_BYTES, parts: 20 } });

  // An article changed: this process's rendered /blog pages go at once (others' within seconds).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.dataPages.invalidate('/blog');
    }
  });

  // The scheduled publication: marks the article published when its time comes, if it is still
  // scheduled for that time (an edit since then sent another job).
  app.jobs.work<PublishJob>(QUEUES.blogPublish, async ({ id, at }) => {
    if (await repo.markPublished(db, id, new Date(at))) app.dataPages.invalidate('/blog');
  });
  const schedule = async (row: repo.PostRow) => {
    if (row.status !== 'agendado' || !row.publicado_em) return;
    const seconds = Math.max(0, Math.ceil((row.publicado_em.getTime() - Date.now()) / 1000));
    await app.jobs.send(
      QUEUES.blogPublish,
      { id: row.id, at: row.publicado_em.toISOString() } satisfies PublishJob,
      seconds > 0 ? { startAfterSeconds: seconds } : {},
    );
  };

  mount(app, ops.getPosts, { onRequest: policy.anyone }, async (request) => {
    const { page, size, tag } = request.query;
    const { rows, total } = await repo.listPublic(db, new Date(), {
      tag: tag?.toLowerCase() || undefined,
      limit: size,
      offset: (page - 1) * size,
    });
    return { items: rows.map(service.card), total, page, size };
  });

  mount(app, ops.getPostsBySlug, { onRequest: policy.anyone }, async (request) => {
    const now = new Date();
    const row = await repo.findBySlug(db, request.params.slug);
    if (!row || !repo.rowIsPublic(row, now)) throw new HttpError(404, POST_MESSAGES.notFound);
    return service.detail(row, await repo.findRelated(db, row, now, 3), render);
  });

  mount(app, ops.getAdminPosts, { onRequest: policy.admin }, async (request) => {
    const { page, size, status } = request.query;
    const now = new Date();
    const { rows, total } = await repo.listAdmin(db, { status, limit: size, offset: (page - 1) * size });
    return { items: rows.map((row) => service.adminPost(row, now)), total, page, size };
  });

  mount(app, ops.getAdminPostsById, { onRequest: policy.admin }, async (request) => {
    const row = await repo.findById(db, request.params.id);
    if (!row) throw new HttpError(404, POST_MESSAGES.notFound);
    return service.adminPost(row, new Date());
  });

  mount(app, ops.postAdminPosts, { onRequest: policy.admin }, async (request, reply) => {
    const saved = await service.createPost(db, authUser(request).id, request.body, new Date());
    await schedule(saved);
    return reply.code(201).send({ id: saved.id, slug: saved.slug });
  });

  mount(app, ops.putAdminPostsById, { onRequest: policy.admin }, async (request) => {
    const saved = await service.updatePost(
      db,
      authUser(request).id,
      request.params.id,
      request.body,
      new Date(),
    );
    await schedule(saved);
    return service.adminPost(saved, new Date());
  });

  mount(app, ops.deleteAdminPostsById, { onRequest: policy.admin }, async (request, reply) => {
    await service.deletePost(db, authUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });

  mount(app, ops.postAdminPostsPrevia, { onRequest: policy.admin }, async (request) => ({
    html: render(request.body.conteudo),
  }));

  const upload = async (
    postId: number | null,
    adminId: number,
    request: Parameters<typeof storeUploads>[0],
  ) => {
    if (postId !== null && !(await repo.findById(db, postId)))
      throw new HttpError(404, POST_MESSAGES.notFound);
    const [stored] = await storeUploads(request, storage, {
      field: 'arquivo',
      maxBytes: BLOG_IMAGE_MAX_BYTES,
      maxFiles: 1,
      tooLargeMessage: POST_MESSAGES.imageTooLarge,
      accept: async (file) => {
        const mime = (await fileTypeFromBuffer(file.head))?.mime ?? '';
        const extension = IMAGE_TYPES[mime];
        if (!extension) throw new HttpError(415, POST_MESSAGES.imageType);
        return { key: `blog/${randomUUID()}.${extension}`, mime, name: `imagem.${extension}` };
      },
    });
    if (!stored) throw new HttpError(400, POST_MESSAGES.imageType);
    const image = await db.transaction(async (tx) => {
      const row = await repo.insertImage(tx, {
        storage_key: stored.key,
        mime: stored.mime,
        size: stored.size,
        post_id: postId,
      });
      await recordAudit(tx, {
        adminId,
        acao: 'post_imagem',
        detalhes: { post_id: postId, imagem_id: row.id },
      });
      return row;
    });
    const url = blogImagePath(image.id);
    return { id: image.id, url, markdown: `![Descreva a imagem](${url})` };
  };

  mount(app, ops.postAdminPostsImagens, { onRequest: policy.admin }, async (request, reply) =>
    reply.code(201).send(await upload(null, authUser(request).id, request)),
  );

  mount(app, ops.postAdminPostsByIdImagens, { onRequest: policy.admin }, async (request, reply) =>
    reply.code(201).send(await upload(request.params.id, authUser(request).id, request)),
  );
};
