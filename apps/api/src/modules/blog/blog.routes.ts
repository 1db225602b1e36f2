// The blog's API, under /api/v1:
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
import {
  adminPostListQuerySchema,
  adminPostPageSchema,
  adminPostSchema,
  POST_MESSAGES,
  postCreatedSchema,
  postDetailSchema,
  postImageSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  postPreviewInputSchema,
  postPreviewSchema,
} from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { QUEUES } from '../../plugins/jobs';
import { uploadDoc } from '../../plugins/openapi-document';
import { API_PREFIX } from '../../plugins/route-paths';
import { recordAudit } from '../admin/audit.repo';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { storeUploads } from '../files/files.upload';
import { blogImagePath, createRenderer } from './blog.markdown';
import * as repo from './blog.repo';
import * as service from './blog.service';

const tags = ['blog'];
const security = [{ bearerAuth: [] }];
const errors = { 404: errorSchema, 422: validationErrorSchema };
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const slugParams = z.object({ slug: z.string().max(200) });

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

  app.get(
    `${API_PREFIX}/posts`,
    {
      onRequest: policy.anyone,
      schema: {
        tags,
        summary: 'Artigos publicados do blog, do mais recente ao mais antigo (filtro por tag; público).',
        querystring: postListQuerySchema,
        response: { 200: postPageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { page, size, tag } = request.query;
      const { rows, total } = await repo.listPublic(db, new Date(), {
        tag: tag?.toLowerCase() || undefined,
        limit: size,
        offset: (page - 1) * size,
      });
      return { items: rows.map(service.card), total, page, size };
    },
  );

  app.get(
    `${API_PREFIX}/posts/:slug`,
    {
      onRequest: policy.anyone,
      schema: {
        tags,
        summary: 'Um artigo publicado, com o texto em HTML saneado e os artigos relacionados (público).',
        params: slugParams,
        response: { 200: postDetailSchema, ...errors },
      },
    },
    async (request) => {
      const now = new Date();
      const row = await repo.findBySlug(db, request.params.slug);
      if (!row || !repo.rowIsPublic(row, now)) throw new HttpError(404, POST_MESSAGES.notFound);
      return service.detail(row, await repo.findRelated(db, row, now, 3), render);
    },
  );

  const admin = `${API_PREFIX}/admin/posts`;

  app.get(
    admin,
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Todos os artigos (rascunhos, agendados e publicados), do último alterado ao mais antigo.',
        querystring: adminPostListQuerySchema,
        response: { 200: adminPostPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, size, status } = request.query;
      const now = new Date();
      const { rows, total } = await repo.listAdmin(db, { status, limit: size, offset: (page - 1) * size });
      return { items: rows.map((row) => service.adminPost(row, now)), total, page, size };
    },
  );

  app.get(
    `${admin}/:id`,
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Um artigo, em qualquer situação, para o editor.',
        params: idParams,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => {
      const row = await repo.findById(db, request.params.id);
      if (!row) throw new HttpError(404, POST_MESSAGES.notFound);
      return service.adminPost(row, new Date());
    },
  );

  app.post(
    admin,
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary:
          'Cria um artigo (rascunho, agendado ou publicado); o endereço vem do título quando não é dado.',
        body: postInputSchema,
        response: { 201: postCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await service.createPost(db, authUser(request).id, request.body, new Date());
      await schedule(saved);
      return reply.code(201).send({ id: saved.id, slug: saved.slug });
    },
  );

  app.put(
    `${admin}/:id`,
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Altera um artigo (também sua situação e data de publicação).',
        params: idParams,
        body: postInputSchema,
        response: { 200: adminPostSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await service.updatePost(
        db,
        authUser(request).id,
        request.params.id,
        request.body,
        new Date(),
      );
      await schedule(saved);
      return service.adminPost(saved, new Date());
    },
  );

  app.delete(
    `${admin}/:id`,
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Exclui um artigo.',
        params: idParams,
        response: { 204: z.null().describe('Excluído.'), ...errors },
      },
    },
    async (request, reply) => {
      await service.deletePost(db, authUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${admin}/previa`,
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'O texto em Markdown renderizado como no artigo publicado (a prévia do editor).',
        body: postPreviewInputSchema,
        response: { 200: postPreviewSchema, ...errors },
      },
    },
    async (request) => ({ html: render(request.body.conteudo) }),
  );

  const uploadSchema = {
    tags,
    security,
    consumes: ['multipart/form-data'],
    summary: 'Envia uma imagem do blog (campo arquivo: JPEG, PNG ou WebP, até 5 MB) para a capa ou o texto.',
    ...uploadDoc({
      field: 'arquivo',
      multiple: false,
      description: 'A imagem: JPEG, PNG ou WebP, até 5 MB.',
    }),
    response: {
      201: postImageSchema,
      400: errorSchema,
      404: errorSchema,
      413: errorSchema,
      415: errorSchema,
      422: validationErrorSchema,
    },
  };

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

  app.post(`${admin}/imagens`, { onRequest: policy.admin, schema: uploadSchema }, async (request, reply) =>
    reply.code(201).send(await upload(null, authUser(request).id, request)),
  );

  app.post(
    `${admin}/:id/imagens`,
    { onRequest: policy.admin, schema: { ...uploadSchema, params: idParams } },
    async (request, reply) =>
      reply.code(201).send(await upload(request.params.id, authUser(request).id, request)),
  );
};
