// Portuguese (pt-BR) messages for zod issues, installed globally in the API process. A message
// given in a schema (e.g. the spec's texts in @app/shared) still wins over these.
// They read after the field name: "Campo 'email': e-mail inválido."
import { z } from 'zod';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
  file: 'um arquivo',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'e-mail inválido.',
  url: 'URL inválida.',
  uuid: 'identificador inválido.',
  date: 'data inválida (use AAAA-MM-DD).',
  datetime: 'data e hora inválidas.',
  time: 'hora inválida.',
  regex: 'formato inválido.',
};

const quote = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(v));

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (min <= 1) return 'campo obrigatório.';
      return issue.exact
        ? `deve ter exatamente ${min} caracteres.`
        : `deve ter pelo menos ${min} caracteres.`;
    case 'array':
    case 'set':
      return min <= 1 ? 'informe pelo menos um item.' : `deve ter pelo menos ${min} itens.`;
    case 'file':
      return 'arquivo vazio.';
    default:
      return issue.inclusive ? `deve ser maior ou igual a ${min}.` : `deve ser maior que ${min}.`;
  }
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `deve ter exatamente ${max} caracteres.` : `deve ter no máximo ${max} caracteres.`;
    case 'array':
    case 'set':
      return `deve ter no máximo ${max} itens.`;
    case 'file':
      return 'arquivo grande demais.';
    default:
      return issue.inclusive ? `deve ser menor ou igual a ${max}.` : `deve ser menor que ${max}.`;
  }
}

/** The zod error map (pt-BR). */
export const ptBrErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'campo obrigatório.';
      return TYPE_NAMES[issue.expected] ? `deve ser ${TYPE_NAMES[issue.expected]}.` : 'valor inválido.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'formato inválido.';
    case 'invalid_value':
      return issue.values.length === 1
        ? `deve ser ${quote(issue.values[0])}.`
        : `valor inválido; use um destes: ${issue.values.map(quote).join(', ')}.`;
    case 'not_multiple_of':
      return `deve ser múltiplo de ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `campo${issue.keys.length > 1 ? 's' : ''} não permitido${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return 'valor inválido.';
  }
};

/** Makes zod answer in Portuguese in this process (idempotent). */
export function installPortugueseZodMessages(): void {
  z.config({ customError: ptBrErrorMap });
}
