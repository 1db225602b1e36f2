// Streams the files of a multipart request into storage one at a time: the first bytes of each are
// read to decide its type and key (`accept`), then the rest flows to storage without the file being
// held in memory. A byte limit per file; every parser failure becomes a 4xx with a Portuguese
// message (never a 500); a refused request (too large, wrong type, too many files, truncated body)
// leaves nothing stored: what was already stored of it is removed.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';

export const UPLOAD_MESSAGES = {
  missingFile: 'Arquivo ou usuário não encontrado.',
  badMultipart: 'Envio do arquivo incompleto ou inválido. Tente novamente.',
  notMultipart: 'Envie o arquivo como multipart/form-data.',
  tooManyFiles: (max: number) =>
    max === 1 ? 'Envie apenas um arquivo por vez.' : `Envie no máximo ${max} arquivos por vez.`,
} as const;

/** The first bytes of an incoming file: enough for file-type to tell the type by its magic bytes. */
export const SNIFF_BYTES = 4100;

export interface IncomingFile {
  /** Its first bytes (up to SNIFF_BYTES; fewer when the file is shorter). */
  head: Buffer;
  /** The name the client gave (unsafe: sanitise before use). */
  filename: string;
}

/** Where and as what an incoming file is stored. */
export interface AcceptedFile {
  key: string;
  mime: string;
  /** The sanitised name it is listed and downloaded under. */
  name: string;
}

export interface StoredUpload extends AcceptedFile {
  size: number;
}

export interface StoreUploadsOptions {
  /** The multipart field of the files; files under other names are discarded. */
  field: string;
  maxBytes: number;
  maxFiles: number;
  /** The 413 answer when a file is over maxBytes. */
  tooLargeMessage: string;
  /** Decides from the first bytes: a key and type, or an HttpError (415, 422…) refusing the request. */
  accept(file: IncomingFile, index: number): Promise<AcceptedFile>;
}

function uploadError(err: unknown, options: StoreUploadsOptions): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string })?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, options.tooLargeMessage);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, UPLOAD_MESSAGES.tooManyFiles(options.maxFiles));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, UPLOAD_MESSAGES.notMultipart);
    default:
      // Truncated body, malformed part headers, missing boundary, too many parts or fields…
      return new HttpError(400, UPLOAD_MESSAGES.badMultipart);
  }
}

/** Thrown by the part's stream (the request), as opposed to a failure of the storage itself. */
class SourceError extends Error {
  constructor(readonly original: unknown) {
    super('the uploaded file could not be read');
  }
}

/** The storage failed while the request was fine: a 500 (logged), not the client's fault. */
class StorageFailure extends Error {
  constructor(readonly original: unknown) {
    super('the storage failed');
  }
}

/** Reads up to SNIFF_BYTES of `chunks`, then answers them and the rest as one body. */
async function splitHead(file: AsyncIterable<Buffer> & { truncated?: boolean }, tooLarge: () => Error) {
  const iterator = file[Symbol.asyncIterator]();
  let failure: SourceError | undefined;
  const fail = (err: unknown) => {
    failure = new SourceError(err);
    return failure;
  };
  const next = async () => {
    try {
      return await iterator.next();
    } catch (err) {
      throw fail(err);
    }
  };
  const first: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const step = await next();
    if (step.done) {
      ended = true;
      break;
    }
    first.push(step.value);
    length += step.value.length;
  }
  const head = Buffer.concat(first);
  async function* all() {
    yield head;
    while (!ended) {
      const step = await next();
      if (step.done) break;
      yield step.value;
    }
    // Busboy ends a file at the limit and marks it truncated: the body fails, so nothing is stored.
    if (file.truncated) throw fail(tooLarge());
  }
  return {
    head,
    body: () => Readable.from(all(), { objectMode: false }),
    /** What made the body fail, when it was the request rather than the storage. */
    failure: () => failure,
  };
}

/**
 * Stores every file of `options.field` as it arrives (at most maxFiles, each at most maxBytes) and
 * answers them in order; 400 when there is none or one is empty. On any refusal or failure, what
 * was stored is removed before the error is thrown.
 */
export async function storeUploads(
  request: FastifyRequest,
  storage: Storage,
  options: StoreUploadsOptions,
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    const parts = request.files({
      limits: {
        fileSize: options.maxBytes,
        files: options.maxFiles,
        fields: 20,
        parts: options.maxFiles + 20,
        fieldSize: 64 * 1024,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.fieldname !== options.field) {
        // A file under another name: read it to the end and drop it.
        for await (const _chunk of part.file);
        continue;
      }
      const { head, body, failure } = await splitHead(
        part.file,
        () => new HttpError(413, options.tooLargeMessage),
      );
      if (head.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
      const accepted = await options.accept({ head, filename: part.filename }, stored.length);
      const { size } = await storage
        .putStream(accepted.key, body(), { contentType: accepted.mime })
        .catch((err) => {
          throw failure() ?? new StorageFailure(err);
        });
      stored.push({ ...accepted, size });
    }
    if (stored.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
    return stored;
  } catch (err) {
    await removeStored(storage, stored, request);
    if (err instanceof StorageFailure) throw err.original; // a 500, logged
    const answer = uploadError(err instanceof SourceError ? err.original : err, options);
    if (answer.statusCode === 400) request.log.info({ err }, 'multipart upload refused');
    throw answer;
  }
}

async function removeStored(storage: Storage, stored: StoredUpload[], request: FastifyRequest) {
  await Promise.all(
    stored.map(({ key }) =>
      storage.delete(key).catch((err) => request.log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
}
