// Deletion of an account by its owner (LGPD right to erasure): in one
// transaction every row of the account goes (the usuarios row and, by cascade, the candidate or
// clinic, their records, files, views made or received, a clinic's postings with their
// applications, a candidate's applications, sessions and password resets); after the commit
// everything stored under the account's prefixes is removed, with or without a row (a file a crash
// left behind goes too). The old token stops working with its session row.
import type { FastifyBaseLogger } from 'fastify';
import type { TipoUsuario } from '../../db/schema';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { storagePrefixesOf } from '../files/storage-keys';
import { forgetSessionsOf } from '../sessions/sessions.service';
import * as repo from './account-lifecycle.repo';

export const DELETION_MESSAGES = {
  deleted: 'Conta excluída com sucesso.',
  notFound: 'Conta não encontrada.',
} as const;

/**
 * Removes everything stored under the account's prefixes (with or without a row) and any file of
 * its rows stored elsewhere, logging (not throwing) failures: the account is already gone.
 * Answers how many files went.
 */
async function removeFiles(
  storage: Storage,
  userId: number,
  keys: string[],
  log: FastifyBaseLogger,
): Promise<number> {
  const prefixes = storagePrefixesOf(userId);
  const counts = await Promise.all(
    prefixes.map((prefix) =>
      storage.deletePrefix(prefix).catch((err) => {
        log.warn({ err, prefix }, 'could not delete the stored files of a deleted account');
        return 0;
      }),
    ),
  );
  const elsewhere = keys.filter((key) => !prefixes.some((prefix) => key.startsWith(prefix)));
  await Promise.all(
    elsewhere.map((key) =>
      storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0) + elsewhere.length;
}

export async function deleteAccount(
  db: AppDb,
  storage: Storage,
  log: FastifyBaseLogger,
  tipo: TipoUsuario,
  id: number,
): Promise<{ detail: string }> {
  const keys = await db.transaction(async (tx) => {
    const account = await repo.lockUser(tx, id);
    if (!account || account.tipo_usuario !== tipo) throw new HttpError(404, DELETION_MESSAGES.notFound);
    const fileKeys = await repo.deleteFileRows(tx, id);
    await repo.deleteUser(tx, id); // its sessions go with it (on delete cascade)
    return fileKeys;
  });
  forgetSessionsOf(id);
  const removed = await removeFiles(storage, id, keys, log);
  log.info({ usuarioId: id, tipo, files: keys.length, removed }, 'account deleted by its owner');
  return { detail: DELETION_MESSAGES.deleted };
}
