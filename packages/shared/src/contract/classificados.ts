// Classificados (modules/classificados): the equipment marketplace, public and for signed-in
// accounts, and the back office's moderation of it (under /admin, administrators only).
import { z } from 'zod';
import {
  ANUNCIO_PHOTOS_MAX,
  adminAnuncioQuerySchema,
  anuncioContatoSchema,
  anuncioDenunciaSchema,
  anuncioEncerrarSchema,
  anuncioInputSchema,
  anuncioListQuerySchema,
  anuncioRecusaSchema,
} from '../classificados';
import {
  adminAnuncioPageSchema,
  anuncioDenunciaPageSchema,
  anuncioDetailSchema,
  anuncioFotoSchema,
  anuncioPageSchema,
  anuncioWhatsappSchema,
  meusAnunciosPageSchema,
} from '../classificados-answers';
import { pagingQuerySchema } from '../job-postings';
import { detailAnswerSchema } from '../schemas/account-answers';
import { defineOperations, errorAnswers, privateErrors } from './operation';
import { idParam, idParams } from './params';

const tags = ['classificados'];
const adminTags = ['administração'];
const adminErrors = errorAnswers(404, 422);

export const classificadosOperations = defineOperations({
  getAnuncios: {
    method: 'GET',
    path: '/anuncios',
    schema: {
      tags,
      summary:
        'Anúncios publicados e não expirados, dos mais recentes aos mais antigos (ou ordem=preco), com filtros (público).',
      querystring: anuncioListQuerySchema,
      response: { 200: anuncioPageSchema, ...errorAnswers(422) },
    },
  },
  getAnunciosMeus: {
    method: 'GET',
    path: '/anuncios/meus',
    schema: {
      tags,
      summary: 'Os anúncios da conta da sessão, em qualquer situação, com visualizações e mensagens.',
      querystring: pagingQuerySchema,
      response: { 200: meusAnunciosPageSchema, ...privateErrors },
    },
  },
  getAnunciosById: {
    method: 'GET',
    path: '/anuncios/:id',
    schema: {
      tags,
      summary:
        'Um anúncio: público enquanto publicado; o dono e os administradores também o veem nas outras situações.',
      params: idParams,
      response: { 200: anuncioDetailSchema, ...errorAnswers(404, 422) },
    },
  },
  postAnunciosByIdVisualizacoes: {
    method: 'POST',
    path: '/anuncios/:id/visualizacoes',
    schema: {
      tags,
      summary: 'Conta uma visualização do anúncio publicado (a página chama ao abrir; não conta a do dono).',
      params: idParams,
      response: { 204: z.null(), ...errorAnswers(404, 422) },
    },
  },
  getAnunciosByIdWhatsapp: {
    method: 'GET',
    path: '/anuncios/:id/whatsapp',
    schema: {
      tags,
      summary:
        'O link do WhatsApp do anunciante com a mensagem preenchida, quando ele escolheu mostrar o telefone.',
      params: idParams,
      response: { 200: anuncioWhatsappSchema, ...privateErrors },
    },
  },
  postAnuncios: {
    method: 'POST',
    path: '/anuncios',
    schema: {
      tags,
      summary:
        'Cria um anúncio da conta da sessão; ele vai para a moderação (no máximo 20 ativos por conta).',
      body: anuncioInputSchema,
      response: { 201: z.object({ id: z.number().int() }), ...privateErrors },
    },
  },
  putAnunciosById: {
    method: 'PUT',
    path: '/anuncios/:id',
    schema: {
      tags,
      summary: 'Altera o anúncio (só o dono); um anúncio publicado ou recusado volta para a moderação.',
      params: idParams,
      body: anuncioInputSchema,
      response: { 200: anuncioDetailSchema, ...privateErrors },
    },
  },
  postAnunciosByIdEncerrar: {
    method: 'POST',
    path: '/anuncios/:id/encerrar',
    schema: {
      tags,
      summary: "Encerra o anúncio (só o dono): motivo 'vendido' (marca como vendido) ou 'desisti'.",
      params: idParams,
      body: anuncioEncerrarSchema,
      response: { 200: anuncioDetailSchema, ...privateErrors },
    },
  },
  postAnunciosByIdFotos: {
    method: 'POST',
    path: '/anuncios/:id/fotos',
    upload: {
      field: 'fotos',
      multiple: true,
      description: `Uma ou várias fotos: JPEG, PNG ou WebP, até 2 MB cada (${ANUNCIO_PHOTOS_MAX} por anúncio).`,
    },
    schema: {
      tags,
      summary: `Envia fotos ao anúncio (só o dono; campo fotos: JPEG, PNG ou WebP, até 2 MB cada, ${ANUNCIO_PHOTOS_MAX} no total). Um anúncio publicado volta para a moderação.`,
      params: idParams,
      response: { 201: z.array(anuncioFotoSchema), ...errorAnswers(400, 401, 403, 404, 413, 415, 422) },
    },
  },
  deleteAnunciosByIdFotosByFotoId: {
    method: 'DELETE',
    path: '/anuncios/:id/fotos/:fotoId',
    schema: {
      tags,
      summary: 'Remove uma foto do anúncio (só o dono); responde as fotos que ficam.',
      params: z.object({ id: idParam, fotoId: idParam }),
      response: { 200: z.array(anuncioFotoSchema), ...privateErrors },
    },
  },
  postAnunciosByIdContato: {
    method: 'POST',
    path: '/anuncios/:id/contato',
    schema: {
      tags,
      // The limit is the server's ANUNCIO_CONTACT_RATE_LIMIT (10 by default).
      summary:
        'Envia uma mensagem ao anunciante por e-mail (Reply-To: quem envia); até 10 mensagens por pessoa e hora.',
      params: idParams,
      body: anuncioContatoSchema,
      response: { 201: detailAnswerSchema, ...errorAnswers(401, 403, 404, 422, 429) },
    },
  },
  postAnunciosByIdDenuncias: {
    method: 'POST',
    path: '/anuncios/:id/denuncias',
    schema: {
      tags,
      summary: 'Denuncia o anúncio à equipe (uma vez por pessoa).',
      params: idParams,
      body: anuncioDenunciaSchema,
      response: { 201: detailAnswerSchema, ...errorAnswers(401, 403, 404, 409, 422) },
    },
  },

  // The back office (classificados-admin.routes.ts).
  getAdminAnuncios: {
    method: 'GET',
    path: '/admin/anuncios',
    schema: {
      tags: adminTags,
      summary: 'Os anúncios de uma situação (padrão: em_moderacao, a fila), dos mais antigos aos mais novos.',
      querystring: adminAnuncioQuerySchema,
      response: { 200: adminAnuncioPageSchema, ...adminErrors },
    },
  },
  getAdminAnunciosDenuncias: {
    method: 'GET',
    path: '/admin/anuncios/denuncias',
    schema: {
      tags: adminTags,
      summary: 'As denúncias de anúncios, das mais novas às mais antigas.',
      querystring: pagingQuerySchema,
      response: { 200: anuncioDenunciaPageSchema, ...adminErrors },
    },
  },
  postAdminAnunciosByIdAprovar: {
    method: 'POST',
    path: '/admin/anuncios/:id/aprovar',
    schema: {
      tags: adminTags,
      // The days are the server's ANUNCIO_DAYS (60 by default).
      summary: 'Aprova o anúncio: publicado por 60 dias; o dono recebe um e-mail. Vai para a auditoria.',
      params: idParams,
      response: { 200: detailAnswerSchema, ...adminErrors },
    },
  },
  postAdminAnunciosByIdRecusar: {
    method: 'POST',
    path: '/admin/anuncios/:id/recusar',
    schema: {
      tags: adminTags,
      summary:
        'Recusa o anúncio com o motivo (também tira do ar um anúncio publicado); o dono recebe um e-mail.',
      params: idParams,
      body: anuncioRecusaSchema,
      response: { 200: detailAnswerSchema, ...adminErrors },
    },
  },
});
