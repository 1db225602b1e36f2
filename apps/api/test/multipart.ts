// Hand-built multipart/form-data bodies for app.inject, and sample file contents recognised by
// their bytes (magic numbers).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Part {
  field: string;
  /** Omit for a plain text field. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

export function multipart(parts: Part[]): MultipartBody {
  const boundary = `----rxtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JPEG (SOI + JFIF APP0), enough for magic-number detection. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(200, 0),
  Buffer.from([0xff, 0xd9]),
]);

/** A RIFF/WEBP header with a VP8 chunk. */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(40, 0),
]);

export const pdf = (text = 'Portfólio') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'utf8',
  );

/** A Windows executable (MZ header): what a renamed .exe looks like. */
export const EXE = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
]);

/** `prefix` padded with zeros to `size` bytes. */
export const sized = (prefix: Buffer, size: number) =>
  Buffer.concat([prefix, Buffer.alloc(size - prefix.length, 0)]);

/** Every file under `dir`, relative, sorted ([] when it does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
