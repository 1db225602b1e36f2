// Reads the files of a multipart request into memory with a byte limit per file, turning every
// parser failure into a 4xx with a Portuguese message (never a 500). Nothing is stored here.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

export const UPLOAD_MESSAGES = {
  missingFile: 'Arquivo ou usuário não encontrado.',
  badMultipart: 'Envio do arquivo incompleto ou inválido. Tente novamente.',
  notMultipart: 'Envie o arquivo como multipart/form-data.',
  tooManyFiles: (max: number) =>
    max === 1 ? 'Envie apenas um arquivo por vez.' : `Envie no máximo ${max} arquivos por vez.`,
} as const;

export interface UploadedFile {
  data: Buffer;
  /** The name the client gave (unsafe: sanitise before use). */
  filename: string;
}

export interface ReadUploadsOptions {
  /** The multipart field of the files; files under other names are discarded. */
  field: string;
  maxBytes: number;
  maxFiles: number;
  /** The 413 answer when a file is over maxBytes. */
  tooLargeMessage: string;
}

function uploadError(err: unknown, options: ReadUploadsOptions): HttpError {
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

/** Every file of `options.field`, fully read; 400 when there is none. */
export async function readUploads(
  request: FastifyRequest,
  options: ReadUploadsOptions,
): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
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
      files.push({ data: await part.toBuffer(), filename: part.filename });
    }
  } catch (err) {
    const answer = uploadError(err, options);
    if (answer.statusCode === 400) request.log.info({ err }, 'multipart upload refused');
    throw answer;
  }
  if (files.length === 0 || files.some((file) => file.data.length === 0))
    throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
  return files;
}
