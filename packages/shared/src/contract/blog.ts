// The blog (modules/blog): the published articles (public) and the back office's editor (under
// /admin, administrators only).
import { z } from 'zod';
import {
  adminPostListQuerySchema,
  adminPostPageSchema,
  adminPostSchema,
  postCreatedSchema,
  postDetailSchema,
  postImageSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  postPreviewInputSchema,
  postPreviewSchema,
} from '../blog';
import { defineOperations, errorAnswers, type UploadDoc } from './operation';
import { idParams } from './params';

const tags = ['blog'];
const errors = errorAnswers(404, 422);
const slugParams = z.object({ slug: z.string().max(200) });

const imageUpload: UploadDoc = {
  field: 'arquivo',
  multiple: false,
  description: 'A imagem: JPEG, PNG ou WebP, até 5 MB.',
};
const imageSchema = {
  tags,
  summary: 'Envia uma imagem do blog (campo arquivo: JPEG, PNG ou WebP, até 5 MB) para a capa ou o texto.',
  response: { 201: postImageSchema, ...errorAnswers(400, 404, 413, 415, 422) },
};

export const blogOperations = defineOperations({
  getPosts: {
    method: 'GET',
    path: '/posts',
    schema: {
      tags,
      summary: 'Artigos publicados do blog, do mais recente ao mais antigo (filtro por tag; público).',
      querystring: postListQuerySchema,
      response: { 200: postPageSchema, ...errorAnswers(422) },
    },
  },
  getPostsBySlug: {
    method: 'GET',
    path: '/posts/:slug',
    schema: {
      tags,
      summary: 'Um artigo publicado, com o texto em HTML saneado e os artigos relacionados (público).',
      params: slugParams,
      response: { 200: postDetailSchema, ...errors },
    },
  },
  getAdminPosts: {
    method: 'GET',
    path: '/admin/posts',
    schema: {
      tags,
      summary: 'Todos os artigos (rascunhos, agendados e publicados), do último alterado ao mais antigo.',
      querystring: adminPostListQuerySchema,
      response: { 200: adminPostPageSchema, ...errors },
    },
  },
  getAdminPostsById: {
    method: 'GET',
    path: '/admin/posts/:id',
    schema: {
      tags,
      summary: 'Um artigo, em qualquer situação, para o editor.',
      params: idParams,
      response: { 200: adminPostSchema, ...errors },
    },
  },
  postAdminPosts: {
    method: 'POST',
    path: '/admin/posts',
    schema: {
      tags,
      summary:
        'Cria um artigo (rascunho, agendado ou publicado); o endereço vem do título quando não é dado.',
      body: postInputSchema,
      response: { 201: postCreatedSchema, ...errors },
    },
  },
  putAdminPostsById: {
    method: 'PUT',
    path: '/admin/posts/:id',
    schema: {
      tags,
      summary: 'Altera um artigo (também sua situação e data de publicação).',
      params: idParams,
      body: postInputSchema,
      response: { 200: adminPostSchema, ...errors },
    },
  },
  deleteAdminPostsById: {
    method: 'DELETE',
    path: '/admin/posts/:id',
    schema: {
      tags,
      summary: 'Exclui um artigo.',
      params: idParams,
      response: { 204: z.null().describe('Excluído.'), ...errors },
    },
  },
  postAdminPostsPrevia: {
    method: 'POST',
    path: '/admin/posts/previa',
    schema: {
      tags,
      summary: 'O texto em Markdown renderizado como no artigo publicado (a prévia do editor).',
      body: postPreviewInputSchema,
      response: { 200: postPreviewSchema, ...errors },
    },
  },
  postAdminPostsImagens: {
    method: 'POST',
    path: '/admin/posts/imagens',
    upload: imageUpload,
    schema: imageSchema,
  },
  postAdminPostsByIdImagens: {
    method: 'POST',
    path: '/admin/posts/:id/imagens',
    upload: imageUpload,
    schema: { ...imageSchema, params: idParams },
  },
});
