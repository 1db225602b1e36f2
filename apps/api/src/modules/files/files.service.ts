// Rules of the uploaded files: the profile photo (JPEG, PNG or WebP by its bytes, at most 2 MB,
// one per user, replaced by a new upload) and the candidate's portfolio (PDFs by their bytes, at
// most 10 MB each). Bytes stream to storage first (files.upload.ts: the type is told by the first
// bytes, under the owner's prefix, storage-keys.ts), then the rows go in one transaction; a failure
// removes what was stored, and what a crash leaves between the
// two is removed by the sweep at the next start (storage-sweep.ts). Links are signed and expire.
import { PDF_MAX_BYTES, PHOTO_MAX_BYTES, UPLOAD_LIMIT_MESSAGES } from '@app/shared';
import { PORTFOLIO_MAX_FILES_PER_UPLOAD } from '@app/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Arquivo, TipoUsuario } from '../../db/schema';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { safeOriginalName, withoutInvisible } from './file-names';
import * as repo from './files.repo';
import type { AcceptedFile, IncomingFile, StoredUpload } from './files.upload';
import { newStorageKey } from './storage-keys';

// The PDFs one portfolio upload may carry: declared with the upload's operation (its summary says it).
export { PDF_MAX_BYTES, PHOTO_MAX_BYTES, PORTFOLIO_MAX_FILES_PER_UPLOAD };
export const PORTFOLIO_MAX_FILES = 10;
/** Photo links last an hour (3600 s) unless the client asks otherwise, from 60 s to 24 h. */
export const PHOTO_LINK_SECONDS = 3600;
export const MIN_LINK_SECONDS = 60;
export const MAX_LINK_SECONDS = 86_400;
/** Portfolio links, listed or asked for. */
export const PORTFOLIO_LINK_SECONDS = 3600;

export const FILE_MESSAGES = {
  ...UPLOAD_LIMIT_MESSAGES,
  photoType: 'Envie uma imagem JPEG, PNG ou WebP.',
  pdfType: 'Envie um arquivo PDF.',
  portfolioFull: `O portfólio pode ter no máximo ${PORTFOLIO_MAX_FILES} arquivos. Remova algum antes de enviar outro.`,
  noPhoto: 'Nenhuma foto encontrada.',
  fileNotFound: 'Arquivo não encontrado.',
  badLink: 'Link inválido ou expirado.',
  removed: 'Arquivo removido.',
  missingKey: 'Informe o arquivo (key).',
} as const;

const PHOTO_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const PHOTO_EXTENSIONS: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] };

/** Content types by the extension of a server-generated key (the download route needs no query). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const clampSeconds = (value: number | undefined, fallback: number): number =>
  Math.min(MAX_LINK_SECONDS, Math.max(MIN_LINK_SECONDS, Math.floor(value ?? fallback)));

export const photoLink = (storage: Storage, key: string, seconds: number) =>
  storage.signedUrl(key, { expiresInSeconds: seconds, inline: true });

/** Removes stored files, logging (not throwing) failures: the rows are the truth. */
async function removeQuietly(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
}

/** Runs `save`; when it fails the stored files are removed. */
async function saveOrRemove<T>(
  storage: Storage,
  log: FastifyBaseLogger,
  keys: string[],
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (err) {
    await removeQuietly(storage, keys, log);
    throw err;
  }
}

/** Accepts an incoming photo by its first bytes (JPEG, PNG or WebP), else 415. */
export const acceptPhoto =
  (userId: number) =>
  async (file: IncomingFile): Promise<AcceptedFile> => {
    const mime = (await fileTypeFromBuffer(file.head))?.mime ?? '';
    const extension = PHOTO_TYPES[mime];
    if (!extension) throw new HttpError(415, FILE_MESSAGES.photoType);
    const name = safeOriginalName(
      file.filename,
      `foto.${extension}`,
      PHOTO_EXTENSIONS[extension] ?? [extension],
    );
    return { key: newStorageKey('photo', userId, extension), mime, name };
  };

/** Saves the stored photo of its owner (the route checked who may), replacing the old one. */
export async function uploadPhoto(
  db: AppDb,
  storage: Storage,
  log: FastifyBaseLogger,
  userId: number,
  upload: StoredUpload,
) {
  const { key, name, mime, size } = upload;
  const file = { storage_key: key, original_name: name, mime, size };
  const oldKeys = await saveOrRemove(storage, log, [key], () =>
    db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      return repo.replacePhoto(tx, userId, file);
    }),
  );
  await removeQuietly(storage, oldKeys, log);
  return { key, name, mime, size, url: await photoLink(storage, key, PHOTO_LINK_SECONDS) };
}

/**
 * The signed link of a user's photo. The route checked who may: a candidate's for themself and,
 * once published, clinics; a clinic's for anyone logged in.
 */
export async function photoUrl(
  db: AppDb,
  storage: Storage,
  tipo: TipoUsuario,
  userId: number,
  seconds: number,
) {
  const photo = await repo.findPhoto(db, userId, tipo);
  if (!photo) throw new HttpError(404, FILE_MESSAGES.noPhoto);
  return { url: await photoLink(storage, photo.storage_key, seconds) };
}

async function portfolioItem(storage: Storage, row: Arquivo) {
  // Rows stored before invisible characters were removed on upload may still hold them.
  const name = withoutInvisible(row.original_name);
  return {
    key: row.storage_key,
    filename: name,
    name,
    size: row.size,
    created_at: row.created_at.toISOString(),
    url: await storage.signedUrl(row.storage_key, {
      expiresInSeconds: PORTFOLIO_LINK_SECONDS,
      downloadName: name,
    }),
  };
}

/**
 * Accepts an incoming portfolio file by its first bytes (a PDF, else 415) while the portfolio has
 * room for it (else 422); the count is read once per request and checked again when saving.
 */
export const acceptPortfolioFile = (db: AppDb, candidateId: number) => {
  let count: number | undefined;
  return async (file: IncomingFile, index: number): Promise<AcceptedFile> => {
    if ((await fileTypeFromBuffer(file.head))?.mime !== 'application/pdf')
      throw new HttpError(415, FILE_MESSAGES.pdfType);
    count ??= await repo.countPortfolio(db, candidateId);
    if (count + index + 1 > PORTFOLIO_MAX_FILES)
      throw new HttpError(422, FILE_MESSAGES.portfolioFull, { code: 'file.portfolio_full' });
    return {
      key: newStorageKey('portfolio', candidateId, 'pdf'),
      mime: 'application/pdf',
      name: safeOriginalName(file.filename, 'portfolio.pdf', ['pdf']),
    };
  };
};

/** Saves the stored PDFs of the candidate (the route checked who may). */
export async function uploadPortfolio(
  db: AppDb,
  storage: Storage,
  log: FastifyBaseLogger,
  candidateId: number,
  uploads: StoredUpload[],
) {
  const keys = uploads.map((upload) => upload.key);
  const rows = await saveOrRemove(storage, log, keys, () =>
    db.transaction(async (tx) => {
      await repo.lockUser(tx, candidateId);
      if ((await repo.countPortfolio(tx, candidateId)) + uploads.length > PORTFOLIO_MAX_FILES)
        throw new HttpError(422, FILE_MESSAGES.portfolioFull, { code: 'file.portfolio_full' });
      return repo.insertPortfolio(
        tx,
        candidateId,
        uploads.map((f) => ({ storage_key: f.key, original_name: f.name, mime: f.mime, size: f.size })),
      );
    }),
  );
  return Promise.all(rows.map((row) => portfolioItem(storage, row)));
}

/** The portfolio with download links (the route checked who may read it). */
export async function listPortfolio(db: AppDb, storage: Storage, candidateId: number) {
  const rows = await repo.listPortfolio(db, candidateId);
  return Promise.all(rows.map((row) => portfolioItem(storage, row)));
}

/** One portfolio file's download link (the route checked who may read it). */
export async function portfolioLink(db: AppDb, storage: Storage, candidateId: number, keyOrName: string) {
  const row = await repo.findPortfolioFile(db, candidateId, keyOrName);
  if (!row) throw new HttpError(404, FILE_MESSAGES.fileNotFound);
  return portfolioItem(storage, row);
}

/** Removal of a portfolio file by the candidate (the route checked who may). */
export async function deletePortfolioFile(
  db: AppDb,
  storage: Storage,
  log: FastifyBaseLogger,
  candidateId: number,
  key: string,
) {
  const row = await repo.deletePortfolioFile(db, candidateId, key);
  if (!row) throw new HttpError(404, FILE_MESSAGES.fileNotFound);
  await removeQuietly(storage, [row.storage_key], log);
  return { detail: FILE_MESSAGES.removed };
}
