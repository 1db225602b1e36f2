import { z } from 'zod';

/** The API's answers about files (profile photo, portfolio) and its plain `{detail}` answers. */

/** GET /arquivos/perfil/{tipo}/{id}: the photo's signed link. */
export const photoLinkSchema = z.object({ url: z.string().describe('Link assinado que expira.') });
export type PhotoLink = z.infer<typeof photoLinkSchema>;

/** POST /arquivos/perfil/{tipo}/{id} */
export const photoUploadAnswerSchema = z.object({
  key: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
});

/** One file of a candidate's portfolio. */
export const portfolioItemSchema = z.object({
  key: z.string().describe('Chave do arquivo no armazenamento.'),
  filename: z.string().describe('Nome original do arquivo.'),
  name: z.string().describe('Nome original do arquivo.'),
  size: z.number().int(),
  created_at: z.string(),
  url: z.string().describe('Link assinado de download (expira em 1 hora).'),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** GET /arquivos/portfolio/candidato/{id} (and the upload's 201). */
export const portfolioListSchema = z.array(portfolioItemSchema);

/** GET /arquivos/portfolio/candidato/{id}/link */
export const portfolioLinkSchema = portfolioItemSchema.pick({ url: true, key: true, filename: true });
export type PortfolioLink = z.infer<typeof portfolioLinkSchema>;
