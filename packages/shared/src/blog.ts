import { z } from 'zod';
import { SERVICE_CATALOGUE } from './services-catalogue';
import { multiLineText, singleLineText } from './text-lines';

/**
 * The blog (issue 27): the articles' payloads of GET /api/v1/posts, GET /api/v1/posts/{slug} and the
 * back office's /api/v1/admin/posts…, and the pure helpers both sides use (slug, reading time).
 */

export const POST_STATUSES = ['rascunho', 'agendado', 'publicado'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  rascunho: 'Rascunho',
  agendado: 'Agendado',
  publicado: 'Publicado',
};

export const POST_LIMITS = {
  titulo: 150,
  slug: 120,
  resumo: 300,
  conteudo: 100_000,
  tags: 10,
  tag: 40,
  autor: 120,
  capaAlt: 200,
};

export const POST_MESSAGES = {
  titulo: 'Informe o título do artigo.',
  tituloLong: `Título muito longo (máximo ${POST_LIMITS.titulo} caracteres).`,
  slug: 'Use só letras minúsculas sem acento, números e hífens no endereço (ex.: protecao-radiologica).',
  slugLong: `Endereço muito longo (máximo ${POST_LIMITS.slug} caracteres).`,
  slugTaken: 'Já existe um artigo com este endereço. Escolha outro.',
  resumo: 'Escreva um resumo do artigo.',
  resumoLong: `Resumo muito longo (máximo ${POST_LIMITS.resumo} caracteres).`,
  conteudo: 'Escreva o texto do artigo.',
  conteudoLong: `Texto muito longo (máximo ${POST_LIMITS.conteudo} caracteres).`,
  tags: `No máximo ${POST_LIMITS.tags} tags, de até ${POST_LIMITS.tag} caracteres cada.`,
  autor: 'Informe o nome de quem escreveu.',
  autorLong: `Nome muito longo (máximo ${POST_LIMITS.autor} caracteres).`,
  capa: 'Capa inválida: envie a imagem pelo editor.',
  capaAlt: 'Descreva a imagem de capa (texto alternativo).',
  capaAltLong: `Descrição muito longa (máximo ${POST_LIMITS.capaAlt} caracteres).`,
  servico: 'Escolha um dos serviços da RX Odonto.',
  status: `Situação inválida. Use uma de: ${POST_STATUSES.join(', ')}.`,
  publicarEm: 'Informe data e hora da publicação.',
  publicarEmPast: 'Para agendar, escolha uma data e hora no futuro.',
  notFound: 'Artigo não encontrado.',
  imageType: 'Envie uma imagem JPEG, PNG ou WebP.',
  imageTooLarge: 'Imagem muito grande (máximo 5 MB).',
} as const;

/** Lower case, no accents, words joined by hyphens: 'Proteção radiológica' → 'protecao-radiologica'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_LIMITS.slug)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Minutes to read `markdown` at 200 words a minute (at least 1). */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`~[\]()|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

const serviceIds: readonly number[] = SERVICE_CATALOGUE.map((s) => s.id);
const iso = z.string().describe('Data e hora (ISO 8601, UTC).');

const tagSchema = z.string().trim().min(1).max(POST_LIMITS.tag);

/** The article as the editor sends it (POST /admin/posts, PUT /admin/posts/{id}). */
export const postInputSchema = z
  .object({
    titulo: singleLineText(POST_MESSAGES.titulo)
      .min(1, POST_MESSAGES.titulo)
      .max(POST_LIMITS.titulo, POST_MESSAGES.tituloLong),
    slug: z
      .string()
      .trim()
      .max(POST_LIMITS.slug, POST_MESSAGES.slugLong)
      .refine((s) => s === '' || SLUG_PATTERN.test(s), POST_MESSAGES.slug)
      .optional()
      .describe('Endereço do artigo (/blog/{slug}); sem ele, vem do título.'),
    resumo: multiLineText(POST_MESSAGES.resumo)
      .min(1, POST_MESSAGES.resumo)
      .max(POST_LIMITS.resumo, POST_MESSAGES.resumoLong),
    conteudo: z
      .string({ error: POST_MESSAGES.conteudo })
      .trim()
      .min(1, POST_MESSAGES.conteudo)
      .max(POST_LIMITS.conteudo, POST_MESSAGES.conteudoLong)
      .describe('O texto em Markdown (HTML escrito no texto aparece como texto).'),
    tags: z
      .array(tagSchema, { error: POST_MESSAGES.tags })
      .max(POST_LIMITS.tags, POST_MESSAGES.tags)
      .default([])
      .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
    autor: singleLineText(POST_MESSAGES.autor)
      .min(1, POST_MESSAGES.autor)
      .max(POST_LIMITS.autor, POST_MESSAGES.autorLong),
    capa: z
      .object({
        imagem_id: z.number({ error: POST_MESSAGES.capa }).int().positive(),
        alt: singleLineText(POST_MESSAGES.capaAlt)
          .min(1, POST_MESSAGES.capaAlt)
          .max(POST_LIMITS.capaAlt, POST_MESSAGES.capaAltLong),
      })
      .nullable()
      .optional()
      .describe(
        'A imagem de capa (enviada antes em /admin/posts/{id}/imagens ou /admin/posts/imagens) e seu texto alternativo.',
      ),
    servico: z
      .number({ error: POST_MESSAGES.servico })
      .int()
      .refine((n) => serviceIds.includes(n), POST_MESSAGES.servico)
      .nullable()
      .optional()
      .describe("O serviço (1 a 14) do botão 'Solicitar proposta' do artigo."),
    status: z.enum(POST_STATUSES, { error: POST_MESSAGES.status }),
    publicar_em: iso
      .refine((s) => !Number.isNaN(Date.parse(s)), POST_MESSAGES.publicarEm)
      .nullable()
      .optional()
      .describe("Quando publicar (obrigatório com status 'agendado')."),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'agendado' && !value.publicar_em)
      ctx.addIssue({ code: 'custom', path: ['publicar_em'], message: POST_MESSAGES.publicarEm });
  });
export type PostInput = z.input<typeof postInputSchema>;
export type PostInputParsed = z.output<typeof postInputSchema>;

export const postCreatedSchema = z.object({ id: z.number().int(), slug: z.string() });

const capaSchema = z
  .object({ url: z.string().describe('Endereço estável da imagem (/blog/imagens/{id}).'), alt: z.string() })
  .nullable();

/** A card of the public list. */
export const postCardSchema = z.object({
  slug: z.string(),
  titulo: z.string(),
  resumo: z.string(),
  capa: capaSchema,
  tags: z.array(z.string()),
  autor: z.string(),
  publicado_em: iso,
  minutos_leitura: z.number().int(),
});
export type PostCard = z.infer<typeof postCardSchema>;

export const postPageSchema = z.object({
  items: z.array(postCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PostPage = z.infer<typeof postPageSchema>;

/** One published article (GET /posts/{slug}): its body as sanitised HTML, and related ones. */
export const postDetailSchema = postCardSchema.extend({
  html: z.string().describe('O texto renderizado no servidor e saneado (sem scripts nem eventos).'),
  servico: z.number().int().nullable(),
  atualizado_em: iso,
  relacionados: z.array(postCardSchema).describe('Até 3 artigos publicados com tags em comum.'),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postListQuerySchema = z.object({
  tag: z.string().trim().max(POST_LIMITS.tag).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(12),
});

/** An article in the back office (any status). */
export const adminPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titulo: z.string(),
  resumo: z.string(),
  conteudo: z.string(),
  capa: z.object({ imagem_id: z.number().int(), url: z.string(), alt: z.string() }).nullable(),
  tags: z.array(z.string()),
  autor: z.string(),
  servico: z.number().int().nullable(),
  status: z.enum(POST_STATUSES),
  publicado_em: iso.nullable(),
  visivel: z.boolean().describe('true quando o artigo está no blog (publicado, ou agendado e já na hora).'),
  criado_em: iso,
  atualizado_em: iso,
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostPageSchema = z.object({
  items: z.array(adminPostSchema.omit({ conteudo: true })),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AdminPostPage = z.infer<typeof adminPostPageSchema>;

export const adminPostListQuerySchema = z.object({
  status: z.enum(POST_STATUSES, { error: POST_MESSAGES.status }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const postPreviewInputSchema = z.object({
  conteudo: z.string().max(POST_LIMITS.conteudo, POST_MESSAGES.conteudoLong),
});
export const postPreviewSchema = z.object({ html: z.string() });

export const postImageSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('Endereço estável da imagem, para o Markdown: ![descrição](url).'),
  markdown: z.string(),
});
export type PostImage = z.infer<typeof postImageSchema>;
