// The contract of the HTTP API (issue 26, DESIGN.md): each operation declared once — method, path,
// params, query, body, each answer and each error — in the files of this folder, one per module.
// The API mounts its routes from these declarations (apps/api/src/plugins/mount.ts) and documents
// them at /api/docs; the web calls the API through openapi-fetch over the types generated from
// that document (decision 0078), so both sides follow the same declaration. This folder is
// imported by the API only: its zod schemas stay out of the web's first load.
import type { z } from 'zod';
import { errorAnswerSchema, validationErrorAnswerSchema } from '../error-answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An upload's multipart body, for the document (the route reads the stream itself). */
export interface UploadDoc {
  /** The multipart field of the files. */
  field: string;
  multiple: boolean;
  description: string;
}

/** A download's 200 answer, for the document: a file or a JSON document, not a serialised schema. */
export interface DownloadDoc {
  description: string;
  /** The media types of the 200 answer; `binary` for files, else a JSON document. */
  mediaTypes: string[];
  binary: boolean;
  /** The error answers besides those every operation of its kind gets. */
  errors?: string[];
}

/** What the route validates and serialises (zod), and how the document describes it. */
export interface OperationSchema {
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Only where the document's security is not the one read from the route's access hooks. */
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /**
   * Each answer by status, errors included (see `errorAnswers`). Left out by the pages that answer
   * HTML (the e-mails' signed links): the document then shows their 200 without a schema.
   */
  response?: Readonly<Record<number, z.ZodType>>;
}

export interface OperationSpec<S extends OperationSchema = OperationSchema> {
  method: HttpMethod;
  /** The path below /api/v1, with `:name` parameters. */
  path: string;
  /**
   * The spec's calls also answer at their bare path (POST /usuario_candidato/, GET
   * /visualizacoes/visualizacoes/count…), hidden from the document so each is listed once.
   */
  bare?: boolean;
  schema: S;
  upload?: UploadDoc;
  download?: DownloadDoc;
}

/** A declared operation: its key in the table is its operationId. */
export type Operation<S extends OperationSchema = OperationSchema> = OperationSpec<S> & { id: string };

/** A module's operations, each given its key as `id` (the document's operationId). */
export function defineOperations<const T extends Record<string, OperationSpec>>(
  specs: T,
): { [K in keyof T]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, { ...spec, id }])) as {
    [K in keyof T]: T[K] & { id: K };
  };
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
type ErrorAnswers<C extends ErrorStatus> = {
  [K in C]: K extends 422 ? typeof validationErrorAnswerSchema : typeof errorAnswerSchema;
};

/**
 * The error answers of an operation: `{ detail, code }`, and for 422 `{ detail, code, errors }`
 * (a 422 declared with the plain schema would lose `errors` to the serializer).
 */
export function errorAnswers<const C extends ErrorStatus[]>(...statuses: C): ErrorAnswers<C[number]> {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationErrorAnswerSchema : errorAnswerSchema]),
  ) as ErrorAnswers<C[number]>;
}

/** The bearer session's errors, a path id's and validation's: the answers of most private calls. */
export const privateErrors = errorAnswers(401, 403, 404, 422);
