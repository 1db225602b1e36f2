// The account's life cycle (modules/account-lifecycle): the owner deletes their account (also at
// the spec's bare paths, like the sign-ups), and anyone signed in downloads everything held about
// them (LGPD rights of erasure and access).
import { detailAnswerSchema } from '../schemas/account-answers';
import { defineOperations, errorAnswers } from './operation';
import { idParams } from './params';

const tags = ['contas'];

/** The name of the export's file (content-disposition), named in the document. */
export const ACCOUNT_EXPORT_FILE_NAME = 'meus-dados-rx-odonto.json';

const deleteAnswers = { 200: detailAnswerSchema, ...errorAnswers(401, 403, 404) };

export const accountLifecycleOperations = defineOperations({
  deleteUsuarioCandidatoById: {
    method: 'DELETE',
    path: '/usuario_candidato/:id',
    bare: true,
    schema: {
      tags,
      summary: 'Exclui a conta do candidato (só o próprio titular): todos os dados, arquivos e sessões.',
      params: idParams,
      response: deleteAnswers,
    },
  },
  deleteUsuarioClinicaById: {
    method: 'DELETE',
    path: '/usuario_clinica/:id',
    bare: true,
    schema: {
      tags,
      summary: 'Exclui a conta da clínica (só o próprio titular): todos os dados, arquivos e sessões.',
      params: idParams,
      response: deleteAnswers,
    },
  },
  getUsuariosMeExport: {
    method: 'GET',
    path: '/usuarios/me/export',
    schema: {
      tags,
      summary: `Todos os dados guardados sobre o usuário da sessão, como arquivo JSON (${ACCOUNT_EXPORT_FILE_NAME}); 401 sem sessão.`,
    },
    download: {
      description: `O arquivo ${ACCOUNT_EXPORT_FILE_NAME}: a conta, o perfil, os registros, arquivos e candidaturas.`,
      mediaTypes: ['application/json'],
      binary: false,
      errors: ['401'],
    },
  },
});
