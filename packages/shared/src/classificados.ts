import { z } from 'zod';
import { UFS } from './catalogues';
import {
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TECHNOLOGIST_SCANNER_BRANDS,
} from './catalogues-professional';
import { canonicalChoice } from './choices';
import {
  choice,
  lastValue,
  listParam,
  pageParam,
  reaisField,
  requiredText,
  singleText,
  sizeParam,
  ufInput,
  ufParam,
  yesNo,
} from './job-postings';
import { multiLineTextSchema, textSchema } from './schemas/record-fields';

/**
 * Classificados: the marketplace of radiology equipment. Catalogues with their Portuguese labels,
 * the request schemas the API validates and the web's forms use (POST/PUT /anuncios, the
 * query of GET /anuncios, contact, report, refusal, closing).
 */

export const ANUNCIO_TIPOS = ['venda', 'compra'] as const;
export type AnuncioTipo = (typeof ANUNCIO_TIPOS)[number];
export const ANUNCIO_TIPO_LABELS: Record<AnuncioTipo, string> = { venda: 'Venda', compra: 'Procura' };

export const ANUNCIO_CATEGORIAS = [
  'Raio-X panorâmico',
  'Tomógrafo (CBCT)',
  'Raio-X intraoral',
  'Sensor digital',
  'Scanner intraoral',
  'Leitora de placas (PSP)',
  'Computador/software',
  'Mobiliário/acessórios',
  'Outro',
] as const;
export type AnuncioCategoria = (typeof ANUNCIO_CATEGORIAS)[number];

export const ESTADOS_CONSERVACAO = ['Novo', 'Seminovo', 'Usado', 'Para peças'] as const;
export type EstadoConservacao = (typeof ESTADOS_CONSERVACAO)[number];
/** schema.org itemCondition of each condition (JSON-LD Offer). */
export const ITEM_CONDITION_URLS: Record<EstadoConservacao, string> = {
  Novo: 'https://schema.org/NewCondition',
  Seminovo: 'https://schema.org/RefurbishedCondition',
  Usado: 'https://schema.org/UsedCondition',
  'Para peças': 'https://schema.org/DamagedCondition',
};

/** The brands of the professional records' catalogues (2D, 3D, scanners), offered first; any other brand is free text. */
export const ANUNCIO_MARCAS: readonly string[] = [
  ...new Set([...TECHNOLOGIST_2D_BRANDS, ...TECHNOLOGIST_3D_BRANDS, ...TECHNOLOGIST_SCANNER_BRANDS]),
].sort((a, b) => a.localeCompare(b, 'pt-BR'));

export const ANUNCIO_STATUSES = ['em_moderacao', 'publicado', 'recusado', 'vendido', 'encerrado'] as const;
export type AnuncioStatus = (typeof ANUNCIO_STATUSES)[number];
export const ANUNCIO_STATUS_LABELS: Record<AnuncioStatus, string> = {
  em_moderacao: 'Em moderação',
  publicado: 'Publicado',
  recusado: 'Recusado',
  vendido: 'Vendido',
  encerrado: 'Encerrado',
};
/** Statuses an ad never leaves. */
export const FINAL_ANUNCIO_STATUSES: readonly AnuncioStatus[] = ['vendido', 'encerrado'];

export const ANUNCIO_TITLE_MAX = 120;
export const ANUNCIO_DESCRIPTION_MAX = 5000;
export const ANUNCIO_TEXT_MAX = 80;
export const ANUNCIO_CITY_MAX = 120;
export const ANUNCIO_PRICE_MAX = 10_000_000;
export const ANUNCIO_PHOTOS_MAX = 8;
export const ANUNCIO_ACTIVE_MAX = 20;
export const ANUNCIO_MESSAGE_MAX = 2000;
export const ANUNCIO_REPORT_MAX = 1000;
export const ANUNCIO_YEAR_MIN = 1950;

const yearField = z
  .union([z.number(), z.string(), z.null()], { error: 'Informe o ano com quatro dígitos.' })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      return null;
    const year = Number(value);
    const max = new Date().getFullYear() + 1;
    if (Number.isInteger(year) && year >= ANUNCIO_YEAR_MIN && year <= max) return year;
    ctx.addIssue({ code: 'custom', message: `Informe um ano entre ${ANUNCIO_YEAR_MIN} e ${max}.` });
    return z.NEVER;
  });

/** A brand: the catalogue's spelling when it matches one, else the text as written. */
const brandField = textSchema(ANUNCIO_TEXT_MAX).transform((text) =>
  text ? (canonicalChoice(ANUNCIO_MARCAS, text) ?? text) : '',
);

/** An ad as its owner writes it (POST /anuncios, PUT /anuncios/{id}); strict. */
export const anuncioInputSchema = z
  .strictObject({
    tipo: choice(ANUNCIO_TIPOS, 'o tipo do anúncio'),
    titulo: requiredText(ANUNCIO_TITLE_MAX, 'o título do anúncio'),
    categoria: choice(ANUNCIO_CATEGORIAS, 'a categoria'),
    marca: brandField,
    modelo: textSchema(ANUNCIO_TEXT_MAX),
    ano_fabricacao: yearField,
    estado_conservacao: z
      .union([choice(ESTADOS_CONSERVACAO, 'o estado de conservação'), z.null()])
      .optional()
      .transform((value) => value ?? null),
    preco: reaisField(ANUNCIO_PRICE_MAX).describe("Preço em reais; null para 'a combinar'."),
    negociavel: yesNo,
    descricao: requiredText(ANUNCIO_DESCRIPTION_MAX, 'a descrição', 'multi'),
    estado: ufInput,
    cidade: requiredText(ANUNCIO_CITY_MAX, 'a cidade'),
    mostrar_telefone: yesNo.describe(
      'Mostrar o botão de WhatsApp com o telefone do cadastro (o número nunca aparece nas respostas da API).',
    ),
  })
  .superRefine((v, ctx) => {
    if (v.tipo === 'venda' && v.estado_conservacao === null)
      ctx.addIssue({
        code: 'custom',
        path: ['estado_conservacao'],
        message: 'Selecione o estado de conservação.',
      });
  });
export type AnuncioInput = z.input<typeof anuncioInputSchema>;
export type AnuncioPayload = z.output<typeof anuncioInputSchema>;

/** POST /anuncios/{id}/encerrar. */
export const anuncioEncerrarSchema = z.strictObject({
  motivo: z.enum(['vendido', 'desisti'], { error: "Informe o motivo: 'vendido' ou 'desisti'." }),
});
export type AnuncioEncerrar = z.infer<typeof anuncioEncerrarSchema>;

/** Multi-line text that may not be blank. */
const filledText = (max: number, blank: string) =>
  multiLineTextSchema(max).pipe(z.string().min(1, { error: blank }));

/** POST /anuncios/{id}/contato. */
export const anuncioContatoSchema = z.strictObject({
  mensagem: filledText(ANUNCIO_MESSAGE_MAX, 'Escreva a sua mensagem.'),
});
export type AnuncioContato = z.input<typeof anuncioContatoSchema>;

/** POST /anuncios/{id}/denuncias. */
export const anuncioDenunciaSchema = z.strictObject({
  motivo: filledText(ANUNCIO_REPORT_MAX, 'Informe o motivo da denúncia.'),
});
export type AnuncioDenuncia = z.input<typeof anuncioDenunciaSchema>;

/** POST /admin/anuncios/{id}/recusar. */
export const anuncioRecusaSchema = z.strictObject({
  motivo: filledText(ANUNCIO_REPORT_MAX, 'Informe o motivo da recusa.'),
});
export type AnuncioRecusa = z.input<typeof anuncioRecusaSchema>;

/** A single query value (the last when repeated): blank is absent; `parse` answers undefined when invalid. */
const optionalParam = <T>(parse: (text: string) => T | undefined, message: string) =>
  z.preprocess(
    lastValue,
    z
      .string()
      .trim()
      .optional()
      .transform((text, ctx) => {
        if (!text) return undefined;
        const value = parse(text);
        if (value !== undefined) return value;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }),
  );
const tipoParam = optionalParam(
  (text) => ANUNCIO_TIPOS.find((tipo) => tipo === text),
  "tipo deve ser 'venda' ou 'compra'.",
);
const catalogueParam = (options: readonly string[], name: string) =>
  z.string().transform((text, ctx) => {
    const value = canonicalChoice(options, text);
    if (value) return value;
    ctx.addIssue({
      code: 'custom',
      message: `${name} inválido: '${text}'. Use um de: ${options.join(', ')}.`,
    });
    return z.NEVER;
  });
const priceParam = optionalParam((text) => {
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}, 'preco_max deve ser um valor em reais (ex.: 50000).');

/** GET /anuncios. */
export const anuncioListQuerySchema = z.object({
  tipo: tipoParam,
  categorias: listParam(catalogueParam(ANUNCIO_CATEGORIAS, 'Categoria'), ANUNCIO_CATEGORIAS.length),
  marcas: listParam(
    z.string().max(ANUNCIO_TEXT_MAX, { error: `Use no máximo ${ANUNCIO_TEXT_MAX} caracteres.` }),
  ),
  estados: listParam(ufParam, UFS.length),
  cidade: singleText(ANUNCIO_CITY_MAX),
  preco_max: priceParam,
  q: singleText(200),
  ordem: z.preprocess(
    lastValue,
    z.enum(['recentes', 'preco'], { error: "ordem deve ser 'recentes' ou 'preco'." }).default('recentes'),
  ),
  page: pageParam,
  size: sizeParam,
});
export type AnuncioListQuery = z.output<typeof anuncioListQuerySchema>;

/** GET /admin/anuncios. */
export const adminAnuncioQuerySchema = z.object({
  status: z.preprocess(
    lastValue,
    z
      .enum(ANUNCIO_STATUSES, { error: `status deve ser um de: ${ANUNCIO_STATUSES.join(', ')}.` })
      .default('em_moderacao'),
  ),
  page: pageParam,
  size: sizeParam,
});
export type AdminAnuncioQuery = z.output<typeof adminAnuncioQuerySchema>;
