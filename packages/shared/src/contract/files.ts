// Uploaded files (modules/files): the profile photo of either account type, the candidate's PDF
// portfolio, and the signed links' download.
import { z } from 'zod';
import { detailAnswerSchema } from '../schemas/account-answers';
import {
  photoLinkSchema,
  photoUploadAnswerSchema,
  portfolioLinkSchema,
  portfolioListSchema,
} from '../schemas/file-answers';
import { defineOperations, errorAnswers } from './operation';
import { idParam, idParams } from './params';

/** The PDFs one portfolio upload may carry. */
export const PORTFOLIO_MAX_FILES_PER_UPLOAD = 5;

const tags = ['arquivos'];
const errors = errorAnswers(400, 401, 403, 404, 422);
/** Reads by candidate id: also 429 when a clinic has opened its daily number of candidates. */
const readErrors = errorAnswers(400, 401, 403, 404, 422, 429);
const uploadErrors = errorAnswers(400, 401, 403, 404, 413, 415, 422, 429);

const photoParams = z.object({ tipo: z.enum(['candidato', 'clinica']), usuarioId: idParam });
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

export const filesOperations = defineOperations({
  postArquivosPerfilByTipoByUsuarioId: {
    method: 'POST',
    path: '/arquivos/perfil/:tipo/:usuarioId',
    upload: { field: 'arquivo', multiple: false, description: 'A foto: JPEG, PNG ou WebP, até 2 MB.' },
    schema: {
      tags,
      summary: 'Envia a foto de perfil (campo arquivo: JPEG, PNG ou WebP, até 2 MB); substitui a anterior.',
      params: photoParams,
      response: { 201: photoUploadAnswerSchema, ...uploadErrors },
    },
  },
  getArquivosPerfilByTipoByUsuarioId: {
    method: 'GET',
    path: '/arquivos/perfil/:tipo/:usuarioId',
    schema: {
      tags,
      summary: 'Link assinado da foto de perfil: {url}. expires em segundos (60 a 86400; padrão 3600).',
      params: photoParams,
      querystring: photoLinkQuery,
      response: { 200: photoLinkSchema, ...readErrors },
    },
  },
  postArquivosPortfolioCandidatoById: {
    method: 'POST',
    path: '/arquivos/portfolio/candidato/:id',
    upload: {
      field: 'arquivos',
      multiple: true,
      description: `Um ou vários PDFs (até ${PORTFOLIO_MAX_FILES_PER_UPLOAD}), 10 MB cada.`,
    },
    schema: {
      tags,
      summary: `Envia PDFs ao portfólio (campo arquivos: um ou vários, até ${PORTFOLIO_MAX_FILES_PER_UPLOAD}, 10 MB cada).`,
      params: idParams,
      response: { 201: portfolioListSchema, ...uploadErrors },
    },
  },
  getArquivosPortfolioCandidatoById: {
    method: 'GET',
    path: '/arquivos/portfolio/candidato/:id',
    schema: {
      tags,
      summary: 'Os arquivos do portfólio do candidato (lista vazia quando não há nenhum).',
      params: idParams,
      response: { 200: portfolioListSchema, ...readErrors },
    },
  },
  getArquivosPortfolioCandidatoByIdLink: {
    method: 'GET',
    path: '/arquivos/portfolio/candidato/:id/link',
    schema: {
      tags,
      summary: 'Link assinado de download de um arquivo do portfólio (key, object ou filename).',
      params: idParams,
      querystring: keyQuery,
      response: { 200: portfolioLinkSchema, ...readErrors },
    },
  },
  deleteArquivosPortfolioCandidatoById: {
    method: 'DELETE',
    path: '/arquivos/portfolio/candidato/:id',
    schema: {
      tags,
      summary: 'Remove um arquivo do portfólio (key).',
      params: idParams,
      querystring: keyQuery,
      response: { 200: detailAnswerSchema, ...errors },
    },
  },
  getArquivosDownload: {
    method: 'GET',
    path: '/arquivos/download',
    download: {
      description: 'O arquivo: uma foto (inline) ou um PDF do portfólio (anexo, com o nome original).',
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      binary: true,
      errors: ['403', '404'],
    },
    schema: {
      tags,
      summary:
        'Serve um link assinado (foto inline, PDF como anexo com o nome original); 403 se adulterado ou expirado.',
      querystring: z.object({
        key: z.string().optional(),
        exp: z.string().optional(),
        d: z.string().optional(),
        name: z.string().optional(),
        sig: z.string().optional(),
      }),
    },
  },
});
