import { z } from 'zod';

/** GET/PUT /api/v1/usuarios/me/preferencias: the candidate's e-mail settings. */
export const preferencesAnswerSchema = z.object({
  avisos_visualizacao: z
    .boolean()
    .describe('Receber no máximo um e-mail por dia quando clínicas virem o perfil.'),
});
export type PreferencesAnswer = z.infer<typeof preferencesAnswerSchema>;
