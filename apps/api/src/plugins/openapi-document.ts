// The OpenAPI document as a client generator wants it (issue 26): every operation with a unique
// operationId, its security (bearer required, optional or none, read from the route's access
// hooks), its error answers (400 for malformed JSON, 401/403 where a session is required, 404 for
// a path id, 422 for validation, 429 where rate-limited) as shared components, and a real
// description for each answer; the shared zod schemas as named components; uploads as multipart
// bodies, downloads and the export as typed content; servers and security schemes.
import {
  accountSummarySchema,
  alertaInputSchema,
  alertaListSchema,
  alertaSchema,
  anuncioCardSchema,
  anuncioContatoSchema,
  anuncioDenunciaSchema,
  anuncioDetailSchema,
  anuncioEncerrarSchema,
  anuncioFotoSchema,
  anuncioInputSchema,
  anuncioPageSchema,
  anuncioWhatsappSchema,
  applicantSchema,
  applicantsPageSchema,
  candidateCardSchema,
  candidateFullSchema,
  candidatePageSchema,
  candidatePublishSchema,
  candidateSignupSchema,
  candidaturaInputSchema,
  cepAnswerSchema,
  clinicFullSchema,
  clinicInfoSchema,
  clinicSignupSchema,
  contatoRequestSchema,
  createdCandidateSchema,
  createdClinicSchema,
  currentUserSchema,
  detailAnswerSchema,
  disponibilidadeSchema,
  enderecoSchema,
  errorAnswerSchema,
  errorCodeSchema,
  experienciaSchema,
  fieldErrorCodeSchema,
  fieldErrorSchema,
  formacaoSchema,
  loginSchema,
  meuAnuncioSchema,
  meusAnunciosPageSchema,
  minhaCandidaturaSchema,
  minhaVagaSchema,
  photoLinkSchema,
  portfolioItemSchema,
  postCardSchema,
  postDetailSchema,
  postPageSchema,
  radiologistaSchema,
  recepcionistaSchema,
  tecnicoSchema,
  tokenAnswerSchema,
  vagaCardSchema,
  vagaDetailSchema,
  vagaInputSchema,
  vagaPageSchema,
  validationErrorAnswerSchema,
} from '@app/shared';
import type { DownloadDoc, UploadDoc } from '@app/shared/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { sessionUse } from './access-policy';

/** The shared schemas with a name in the document (input forms get the suffix 'Input'). */
const NAMED_SCHEMAS: ReadonlyArray<readonly [ZodType, string]> = [
  [errorAnswerSchema, 'Erro'],
  [validationErrorAnswerSchema, 'ErroDeValidacao'],
  [errorCodeSchema, 'CodigoDeErro'],
  [fieldErrorSchema, 'CampoRecusado'],
  [fieldErrorCodeSchema, 'CodigoDeCampoRecusado'],
  [detailAnswerSchema, 'Mensagem'],
  [loginSchema, 'Login'],
  [tokenAnswerSchema, 'Sessao'],
  [currentUserSchema, 'UsuarioAtual'],
  [accountSummarySchema, 'ResumoDaConta'],
  [alertaInputSchema, 'NovoAlerta'],
  [alertaSchema, 'Alerta'],
  [alertaListSchema, 'AlertaLista'],
  [disponibilidadeSchema, 'Disponibilidade'],
  [candidateSignupSchema, 'CadastroDeCandidato'],
  [createdCandidateSchema, 'CandidatoCriado'],
  [clinicSignupSchema, 'CadastroDeClinica'],
  [createdClinicSchema, 'ClinicaCriada'],
  [candidatePublishSchema, 'PublicacaoDoCandidato'],
  [formacaoSchema, 'Formacao'],
  [experienciaSchema, 'Experiencia'],
  [enderecoSchema, 'Endereco'],
  [radiologistaSchema, 'RegistroDeRadiologista'],
  [tecnicoSchema, 'RegistroDeTecnico'],
  [recepcionistaSchema, 'RegistroDeRecepcionista'],
  [candidateCardSchema, 'CartaoDeCandidato'],
  [candidatePageSchema, 'PaginaDeCandidatos'],
  [candidateFullSchema, 'PerfilDeCandidato'],
  [clinicInfoSchema, 'InformacoesDaClinica'],
  [clinicFullSchema, 'PerfilDeClinica'],
  [photoLinkSchema, 'LinkDaFoto'],
  [portfolioItemSchema, 'ItemDoPortfolio'],
  [cepAnswerSchema, 'Cep'],
  [vagaInputSchema, 'VagaDaClinica'],
  [vagaCardSchema, 'CartaoDeVaga'],
  [vagaDetailSchema, 'Vaga'],
  [vagaPageSchema, 'PaginaDeVagas'],
  [minhaVagaSchema, 'VagaDaMinhaClinica'],
  [candidaturaInputSchema, 'Candidatura'],
  [applicantSchema, 'Candidato'],
  [applicantsPageSchema, 'PaginaDeCandidatosDaVaga'],
  [minhaCandidaturaSchema, 'MinhaCandidatura'],
  [contatoRequestSchema, 'PedidoDeProposta'],
  [anuncioInputSchema, 'AnuncioDoAnunciante'],
  [anuncioCardSchema, 'CartaoDeAnuncio'],
  [anuncioDetailSchema, 'Anuncio'],
  [anuncioPageSchema, 'PaginaDeAnuncios'],
  [anuncioFotoSchema, 'FotoDeAnuncio'],
  [meuAnuncioSchema, 'MeuAnuncio'],
  [meusAnunciosPageSchema, 'PaginaDeMeusAnuncios'],
  [anuncioEncerrarSchema, 'EncerramentoDeAnuncio'],
  [anuncioContatoSchema, 'MensagemAoAnunciante'],
  [anuncioDenunciaSchema, 'Denuncia'],
  [anuncioWhatsappSchema, 'LinkDoWhatsapp'],
  // The blog's public answers (its back-office schemas stay inline: the public document leaves them out).
  [postCardSchema, 'CartaoDeArtigo'],
  [postPageSchema, 'PaginaDeArtigos'],
  [postDetailSchema, 'Artigo'],
];

let named = false;

/** Gives the shared schemas their names in zod's registry (once per process). */
export function nameSchemas(): void {
  if (named) return;
  named = true;
  for (const [schema, id] of NAMED_SCHEMAS) {
    // A schema with a description already has metadata: its name is added to it.
    const meta = z.globalRegistry.get(schema);
    if (meta?.id) continue;
    if (meta) z.globalRegistry.remove(schema);
    z.globalRegistry.add(schema, { ...meta, id });
  }
}

type Json = Record<string, unknown>;

const binary = { type: 'string', format: 'binary' };

/** Turns the route's x-upload / x-download marks into its request body and 200 answer. */
function documentContent(schema: Json, operationId: string): void {
  const upload = schema['x-upload'] as UploadDoc | undefined;
  if (upload) {
    delete schema['x-upload'];
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      required: [upload.field],
      properties: {
        [upload.field]: upload.multiple
          ? { type: 'array', items: binary, description: upload.description }
          : { ...binary, description: upload.description },
      },
    };
  }
  const download = schema['x-download'] as DownloadDoc | undefined;
  if (download) {
    delete schema['x-download'];
    if (download.errors) moreErrors.set(operationId, download.errors);
    schema.response = {
      ...(schema.response as Json | undefined),
      200: {
        description: download.description,
        content: Object.fromEntries(
          download.mediaTypes.map((type) => [
            type,
            { schema: download.binary ? binary : { type: 'object' } },
          ]),
        ),
      },
    };
  }
}

/** The operations whose route opts in to a rate limit (`config.rateLimit`): they answer 429. */
const rateLimited = new Set<string>();
/** Operations whose body may be left out (the spec's query-only calls): `requestBody.required` false. */
const optionalBodies = new Set<string>();
/** More error answers of an operation, by operationId (from its download mark). */
const moreErrors = new Map<string, string[]>();

const asHooks = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The per-route transform: the zod schemas to JSON Schema (fastify-type-provider-zod), then the
 * upload and download marks and the security read from the route's access hooks (the operationId
 * is the contract's, set by plugins/mount.ts).
 */
export function documentRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Json | undefined;
  if (!schema || schema.hide) return out;
  const route = (
    input as {
      route?: { onRequest?: unknown; preHandler?: unknown; config?: Json };
    }
  ).route;
  if (route?.config?.rateLimit) rateLimited.add(String(schema.operationId));
  const body = (input.schema as { body?: unknown } | undefined)?.body;
  if (body instanceof z.ZodType && body.safeParse(undefined).success)
    optionalBodies.add(String(schema.operationId));
  documentContent(schema, String(schema.operationId));
  const use = sessionUse([...asHooks(route?.onRequest), ...asHooks(route?.preHandler)]);
  schema.security ??=
    use === 'required' ? [{ bearerAuth: [] }] : use === 'optional' ? [{}, { bearerAuth: [] }] : [];
  return out;
}

const ERROR_RESPONSES: Record<string, { description: string; schema: string }> = {
  '400': {
    description: 'Requisição malformada: JSON inválido, aninhado demais ou com caracteres proibidos.',
    schema: 'Erro',
  },
  '401': { description: 'Sem sessão, ou sessão expirada.', schema: 'Erro' },
  '403': { description: 'A sessão não tem permissão para esta operação.', schema: 'Erro' },
  '404': { description: 'Não encontrado.', schema: 'Erro' },
  '409': { description: 'Conflito com o estado atual (ex.: cadastro já existente).', schema: 'Erro' },
  '413': { description: 'Arquivo ou corpo grande demais.', schema: 'Erro' },
  '415': { description: 'Tipo de arquivo ou de conteúdo não aceito.', schema: 'Erro' },
  '422': {
    description: 'Dados recusados pela validação: um item por campo em `errors`.',
    schema: 'ErroDeValidacao',
  },
  '429': { description: 'Muitas requisições: tente de novo mais tarde.', schema: 'Erro' },
  '503': { description: 'Serviço temporariamente indisponível.', schema: 'Erro' },
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Sucesso.',
  '201': 'Criado.',
  '202': 'Aceito.',
  '204': 'Sem conteúdo.',
  '2XX': 'Sucesso.',
};

const errorRef = (code: string) => ({ $ref: `#/components/responses/Erro${code}` });

/** The whole-document transform: named components, error answers, descriptions, servers. */
export function documentObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as Json & {
    paths?: Record<string, Record<string, Json>>;
    components?: Json & { responses?: Json };
  };
  doc.servers = [{ url: '/', description: 'Este servidor' }];
  doc.components ??= {};
  doc.components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([code, { description, schema }]) => [
      `Erro${code}`,
      {
        description,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
      },
    ]),
  );
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses ??= {};
      const responses = operation.responses as Record<string, Json>;
      const secured =
        Array.isArray(operation.security) && operation.security.some((s) => 'bearerAuth' in (s as Json));
      const required = Array.isArray(operation.security) && operation.security.length === 1 && secured;
      const parameters = (operation.parameters ?? []) as Json[];
      const hasBody = operation.requestBody !== undefined;
      if (hasBody && optionalBodies.has(String(operation.operationId)))
        (operation.requestBody as Json).required = false;
      const wanted = new Set<string>();
      if (hasBody) wanted.add('400');
      if (hasBody || parameters.length > 0) wanted.add('422');
      if (required) {
        wanted.add('401');
        wanted.add('403');
      }
      if (parameters.some((p) => p.in === 'path')) wanted.add('404');
      if (rateLimited.has(String(operation.operationId))) wanted.add('429');
      for (const code of moreErrors.get(String(operation.operationId)) ?? []) wanted.add(code);
      for (const code of wanted) if (!responses[code]) responses[code] = errorRef(code);
      for (const [code, response] of Object.entries(responses)) {
        if ('$ref' in response) continue;
        if (response.description === 'Default Response' || !response.description)
          response.description =
            SUCCESS_DESCRIPTIONS[code] ?? ERROR_RESPONSES[code]?.description ?? 'Resposta.';
      }
    }
  }
  // The shared error answers no operation uses are left out.
  const usedResponses = JSON.stringify(doc.paths ?? {});
  for (const name of Object.keys(doc.components.responses as Json))
    if (!usedResponses.includes(`"#/components/responses/${name}"`))
      delete (doc.components.responses as Json)[name];
  pruneSchemas(doc);
  return doc;
}

/**
 * Drops the named schemas nothing refers to: each name is emitted in its input and its output
 * form, and most schemas are used in one direction only.
 */
function pruneSchemas(doc: Json & { paths?: unknown; components?: Json }): void {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const name =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
          ? value.slice('#/components/schemas/'.length)
          : null;
      if (name !== null) {
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(doc.paths);
  visit(doc.components?.responses);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
