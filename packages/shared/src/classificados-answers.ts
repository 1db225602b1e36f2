import { z } from 'zod';
import { ANUNCIO_CATEGORIAS, ANUNCIO_STATUSES, ANUNCIO_TIPOS, ESTADOS_CONSERVACAO } from './classificados';
import { pageOf } from './job-posting-answers';

/**
 * The answers of the classificados routes: the API's response schemas, the web's types through
 * z.infer. The seller's e-mail and phone are in none of them.
 */

const iso = z.string().describe('Data e hora (ISO 8601, UTC).');

export const anuncioFotoSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('Link assinado da foto.'),
});
export type AnuncioFoto = z.infer<typeof anuncioFotoSchema>;

/** An ad in the public list. */
export const anuncioCardSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(ANUNCIO_TIPOS),
  titulo: z.string(),
  categoria: z.enum(ANUNCIO_CATEGORIAS),
  marca: z.string(),
  modelo: z.string(),
  ano_fabricacao: z.number().int().nullable(),
  estado_conservacao: z.enum(ESTADOS_CONSERVACAO).nullable(),
  preco: z.number().nullable().describe("Preço em reais; null quando 'a combinar'."),
  negociavel: z.boolean(),
  estado: z.string(),
  cidade: z.string(),
  capa_url: z.string().nullable().describe('Link assinado da primeira foto, ou null.'),
  publicado_em: iso.nullable(),
});
export type AnuncioCard = z.infer<typeof anuncioCardSchema>;
export const anuncioPageSchema = pageOf(anuncioCardSchema);
export type AnuncioPage = z.infer<typeof anuncioPageSchema>;

/** One ad (GET /anuncios/{id}). */
export const anuncioDetailSchema = anuncioCardSchema.extend({
  descricao: z.string(),
  fotos: z.array(anuncioFotoSchema),
  mostrar_telefone: z.boolean(),
  whatsapp: z
    .boolean()
    .describe('O dono mostra o WhatsApp: o link vem de GET /anuncios/{id}/whatsapp (com sessão).'),
  status: z.enum(ANUNCIO_STATUSES),
  motivo_recusa: z.string().nullable().describe('Só para o dono e os administradores.'),
  expira_em: iso.nullable(),
  visualizacoes: z.number().int(),
  vendedor: z.object({
    nome: z.string(),
    tipo: z.enum(['clinica', 'candidato']),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    membro_desde: iso,
  }),
  meu_anuncio: z.boolean(),
});
export type AnuncioDetail = z.infer<typeof anuncioDetailSchema>;

/** One of the caller's own ads (GET /anuncios/meus). */
export const meuAnuncioSchema = anuncioCardSchema.extend({
  status: z.enum(ANUNCIO_STATUSES),
  motivo_recusa: z.string().nullable(),
  expira_em: iso.nullable(),
  expirado: z.boolean(),
  visualizacoes: z.number().int(),
  mensagens: z.number().int().describe('Mensagens recebidas pelo anúncio.'),
  criado_em: iso,
});
export type MeuAnuncio = z.infer<typeof meuAnuncioSchema>;
export const meusAnunciosPageSchema = pageOf(meuAnuncioSchema);
export type MeusAnunciosPage = z.infer<typeof meusAnunciosPageSchema>;

/** An ad in the back office's moderation queue (GET /admin/anuncios). */
export const adminAnuncioSchema = meuAnuncioSchema.extend({
  descricao: z.string(),
  fotos: z.array(anuncioFotoSchema),
  dono: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
  denuncias: z.number().int(),
});
export type AdminAnuncio = z.infer<typeof adminAnuncioSchema>;
export const adminAnuncioPageSchema = pageOf(adminAnuncioSchema);
export type AdminAnuncioPage = z.infer<typeof adminAnuncioPageSchema>;

/** A report of an ad (GET /admin/anuncios/denuncias). */
export const anuncioDenunciaItemSchema = z.object({
  id: z.number().int(),
  anuncio: z.object({ id: z.number().int(), titulo: z.string(), status: z.enum(ANUNCIO_STATUSES) }),
  autor: z.object({ id: z.number().int(), email: z.string() }),
  motivo: z.string(),
  criado_em: iso,
});
export type AnuncioDenunciaItem = z.infer<typeof anuncioDenunciaItemSchema>;
export const anuncioDenunciaPageSchema = pageOf(anuncioDenunciaItemSchema);
export type AnuncioDenunciaPage = z.infer<typeof anuncioDenunciaPageSchema>;

export const anuncioWhatsappSchema = z.object({
  url: z.string().describe('Link wa.me com a mensagem preenchida.'),
});
export type AnuncioWhatsapp = z.infer<typeof anuncioWhatsappSchema>;
