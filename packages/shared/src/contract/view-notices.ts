// The candidate's notice settings (modules/view-notices): the daily "clinics viewed your profile"
// e-mail on or off. Its one-click unsubscribe pages are hidden from the document (not declared).
import { z } from 'zod';
import { defineOperations, errorAnswers } from './operation';

/** The candidate's notice settings, read and written whole. */
export const noticePreferencesSchema = z.object({
  avisos_visualizacao: z
    .boolean()
    .describe('Receber por e-mail, no máximo uma vez por dia, quantas clínicas viram o perfil.'),
});

const tags = ['contas'];
const response = { 200: noticePreferencesSchema, ...errorAnswers(401, 403, 422) };

export const viewNoticesOperations = defineOperations({
  getUsuariosMePreferencias: {
    method: 'GET',
    path: '/usuarios/me/preferencias',
    schema: { tags, summary: 'As preferências de aviso do candidato.', response },
  },
  putUsuariosMePreferencias: {
    method: 'PUT',
    path: '/usuarios/me/preferencias',
    schema: {
      tags,
      summary: 'Liga ou desliga o e-mail diário de visualizações do perfil.',
      body: noticePreferencesSchema,
      response,
    },
  },
});
