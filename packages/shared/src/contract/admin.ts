// The back office (modules/admin), under /api/v1/admin: accounts, proposal requests, the panel's
// totals, the audit trail and the job queue. Administrators only: anyone else gets a 404.
import { z } from 'zod';
import {
  adminContatosQuerySchema,
  adminUsuariosQuerySchema,
  auditoriaQuerySchema,
  suspendRequestSchema,
} from '../schemas/admin';
import {
  adminResumoSchema,
  adminUsuarioDetailSchema,
  adminUsuarioPageSchema,
  adminUsuarioSchema,
  auditoriaPageSchema,
  contatoPageSchema,
  contatoSchema,
  filaSchema,
} from '../schemas/admin-answers';
import { contatoPatchSchema } from '../schemas/contacts';
import { defineOperations, errorAnswers } from './operation';
import { idParams } from './params';

const tags = ['administração'];
const contatoErrors = errorAnswers(404, 422);
const usuarioErrors = errorAnswers(404, 409, 422);

/** A job of the queue by its id (a UUID). */
const jobParams = z.object({
  id: z.uuid({ error: 'Identificador de trabalho inválido.' }).describe('O id do trabalho (UUID).'),
});
const actionAnswer = z.object({ detail: z.string() });

/** A queue action on a failed job: retry or discard. */
const jobAction = (summary: string) => ({
  tags,
  summary,
  params: jobParams,
  response: { 200: actionAnswer, ...errorAnswers(404, 422) },
});

/** A clinic's verification set or taken off. */
const clinicVerification = (summary: string) => ({
  tags,
  summary,
  params: idParams,
  response: { 200: adminUsuarioSchema, ...usuarioErrors },
});

export const adminOperations = defineOperations({
  getAdminUsuarios: {
    method: 'GET',
    path: '/admin/usuarios',
    schema: {
      tags,
      summary: 'Lista e busca as contas (nome, nome fantasia ou e-mail, sem diferenciar maiúsculas).',
      querystring: adminUsuariosQuerySchema,
      response: { 200: adminUsuarioPageSchema, ...usuarioErrors },
    },
  },
  getAdminUsuariosById: {
    method: 'GET',
    path: '/admin/usuarios/:id',
    schema: {
      tags,
      summary: 'Uma conta com registros, vagas, candidaturas e visualizações.',
      params: idParams,
      response: { 200: adminUsuarioDetailSchema, ...usuarioErrors },
    },
  },
  postAdminUsuariosByIdSuspender: {
    method: 'POST',
    path: '/admin/usuarios/:id/suspender',
    schema: {
      tags,
      summary:
        'Suspende a conta com um motivo: não entra mais, as sessões terminam e some de todas as listas.',
      params: idParams,
      body: suspendRequestSchema,
      response: { 200: adminUsuarioSchema, ...usuarioErrors },
    },
  },
  postAdminUsuariosByIdReativar: {
    method: 'POST',
    path: '/admin/usuarios/:id/reativar',
    schema: {
      tags,
      summary: 'Reativa uma conta suspensa.',
      params: idParams,
      response: { 200: adminUsuarioSchema, ...usuarioErrors },
    },
  },
  postAdminClinicasByIdVerificar: {
    method: 'POST',
    path: '/admin/clinicas/:id/verificar',
    schema: clinicVerification("Marca a clínica como verificada (selo 'Clínica verificada')."),
  },
  postAdminClinicasByIdDesverificar: {
    method: 'POST',
    path: '/admin/clinicas/:id/desverificar',
    schema: clinicVerification('Retira a verificação da clínica.'),
  },
  getAdminContatos: {
    method: 'GET',
    path: '/admin/contatos',
    schema: {
      tags,
      summary: 'As solicitações de proposta, das mais novas às mais antigas, por situação e serviço.',
      querystring: adminContatosQuerySchema,
      response: { 200: contatoPageSchema, ...contatoErrors },
    },
  },
  getAdminContatosById: {
    method: 'GET',
    path: '/admin/contatos/:id',
    schema: {
      tags,
      summary: 'Uma solicitação de proposta com as notas internas.',
      params: idParams,
      response: { 200: contatoSchema, ...contatoErrors },
    },
  },
  patchAdminContatosById: {
    method: 'PATCH',
    path: '/admin/contatos/:id',
    schema: {
      tags,
      summary: 'Muda a situação e/ou acrescenta uma nota (com autor e data); tudo vai para a auditoria.',
      params: idParams,
      body: contatoPatchSchema,
      response: { 200: contatoSchema, ...contatoErrors },
    },
  },
  getAdminResumo: {
    method: 'GET',
    path: '/admin/resumo',
    schema: {
      tags,
      summary: 'Totais e séries semanais (últimas 12 semanas) do painel.',
      response: { 200: adminResumoSchema, ...errorAnswers(404) },
    },
  },
  getAdminAuditoria: {
    method: 'GET',
    path: '/admin/auditoria',
    schema: {
      tags,
      summary: 'A trilha de auditoria: quem fez o quê, com quem, quando e por quê.',
      querystring: auditoriaQuerySchema,
      response: { 200: auditoriaPageSchema, ...errorAnswers(404, 422) },
    },
  },
  getAdminFila: {
    method: 'GET',
    path: '/admin/fila',
    schema: {
      tags,
      summary: 'A fila de trabalhos: quantos aguardam, rodam e falharam, e as falhas com o erro.',
      response: { 200: filaSchema, ...errorAnswers(404) },
    },
  },
  postAdminFilaByIdTentarNovamente: {
    method: 'POST',
    path: '/admin/fila/:id/tentar-novamente',
    schema: jobAction('O trabalho que falhou roda de novo agora, com todas as tentativas.'),
  },
  postAdminFilaByIdDescartar: {
    method: 'POST',
    path: '/admin/fila/:id/descartar',
    schema: jobAction('Apaga o trabalho que falhou: ele não roda mais.'),
  },
});
