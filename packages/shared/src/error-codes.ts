/**
 * The one catalogue of error codes (issue 26, item 2). Every error answer of the API is
 * `{ detail, code, errors? }`: `detail` is the Portuguese text shown to people (the spec's texts),
 * `code` a stable marker the web branches on (never on the text), and a 422 always lists the
 * refused fields in `errors` (each with a field code of FIELD_ERROR_CATALOGUE). A code, once sent,
 * keeps its spelling; the value is the description published in the OpenAPI document.
 *
 * Codes are `area.reason` in snake_case, except 'conta_suspensa', which was on the wire (and in the
 * README) before the catalogue and keeps its spelling.
 */
export const ERROR_CATALOGUE = {
  // The request itself.
  'request.malformed_json': 'O corpo não é JSON válido (ou está vazio, ou aninhado demais).',
  'request.invalid': 'Requisição inválida (parâmetro, link ou formato recusado).',
  'request.too_large': 'Corpo ou arquivo grande demais (413).',
  'request.unsupported_media_type': 'Tipo de conteúdo ou de arquivo não aceito (415).',
  'validation.failed': 'Dados recusados (422): os campos recusados em `errors`.',
  not_found: 'Recurso ou rota não encontrada (404).',
  conflict: 'Conflito com o estado atual (409).',
  rate_limited: 'Muitas requisições: tente de novo mais tarde (429).',
  'service.unavailable': 'Serviço temporariamente indisponível (503).',
  internal: 'Erro interno do servidor (500).',
  // Sessions and access.
  'auth.required': 'A operação pede uma sessão e nenhum token foi enviado (401).',
  'auth.session_expired':
    'O token enviado não é (mais) uma sessão válida: expirada, encerrada ou revogada (401).',
  'auth.invalid_credentials': 'E-mail/CPF ou senha incorretos (401).',
  'auth.google_token_invalid': 'O ID token do Google foi recusado (401, ou 422 no cadastro).',
  'auth.google_account_unknown':
    'Nenhuma conta vinculada a esta conta Google (404; e-mail e nome vêm na resposta).',
  'auth.reset_token_invalid': 'Link de redefinição de senha inválido, expirado ou já usado (400).',
  conta_suspensa: 'A conta foi suspensa por um administrador (403).',
  forbidden: 'A sessão não tem permissão para esta operação (403).',
  // Accounts and profiles.
  'account.already_exists': 'Já existe um cadastro com este e-mail, CPF ou CNPJ (409).',
  'candidate.not_found': 'Candidato não encontrado ou com perfil não publicado (404).',
  'candidate.profile_unpublished': 'O perfil do candidato ainda não foi publicado (422).',
  'file.link_invalid': 'Link de arquivo inválido ou expirado (403).',
  'file.portfolio_full': 'O portfólio já tem o número máximo de arquivos (422).',
  // Job postings and applications.
  'vaga.not_found': 'Vaga não encontrada (404).',
  'vaga.closed': 'A vaga não recebe mais candidaturas (422).',
  'application.duplicate': 'O candidato já se candidatou a esta vaga (409).',
  'application.transition_invalid': 'Mudança de etapa não permitida a partir da etapa atual (422).',
  'application.undo_unavailable': 'Não há mudança de etapa a desfazer, ou o prazo passou (422).',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODE_LIST = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
/** True when `value` is a code of the catalogue. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

/** Named codes, for code that reads better with a name than a literal. */
export const ERROR_CODES = {
  accountSuspended: 'conta_suspensa',
} as const satisfies Record<string, ErrorCode>;

/** Why one field of a 422 was refused (zod's issue kinds, and the server's own checks). */
export const FIELD_ERROR_CATALOGUE = {
  'field.required': 'Campo obrigatório ausente ou vazio.',
  'field.invalid_type': 'Valor de tipo errado (ex.: texto onde se espera número).',
  'field.invalid_format': 'Formato inválido (e-mail, data, padrão).',
  'field.invalid_value': 'Valor fora das opções aceitas.',
  'field.too_small': 'Curto ou pequeno demais (caracteres, itens ou valor).',
  'field.too_big': 'Longo ou grande demais (caracteres, itens ou valor).',
  'field.not_allowed': 'Campo não permitido nesta operação.',
  'field.invalid_characters': 'Contém caracteres não permitidos.',
  'field.invalid': 'Valor recusado por uma regra do campo (ex.: CPF inválido, senha fraca).',
} as const satisfies Record<string, string>;

export type FieldErrorCode = keyof typeof FIELD_ERROR_CATALOGUE;
export const FIELD_ERROR_CODE_LIST = Object.keys(FIELD_ERROR_CATALOGUE) as [
  FieldErrorCode,
  ...FieldErrorCode[],
];
/** True when `value` is a field code of the catalogue. */
export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_ERROR_CATALOGUE, value);

/** One refused field of a 422 answer (error-answers.ts holds its schema). */
export interface FieldError {
  /** The field's path, with dots (e.g. 'formacoes.0.curso'); '' for the body. */
  field: string;
  code: FieldErrorCode;
  /** The message in Portuguese. */
  message: string;
}
