// Deletion of an account by its owner (spec 2 section 2.3; LGPD right to erasure): in one
// transaction every row of the account goes (the usuarios row and, by cascade, the candidate or
// clinic, their records, files, views made or received, a clinic's postings with their applications,
// a candidate's applications, sessions and password resets); after the
// commit the stored files are removed. The old token stops working with its session row.
import type { FastifyBaseLogger } from 'fastify';
import type { TipoUsuario } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { AUTH_MESSAGES } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { forgetSessionsOf } from '../sessions/sessions.service';
import * as repo from './account-lifecycle.repo';

export const DELETION_MESSAGES = {
  deleted: 'Conta excluída com sucesso.',
  ownAccountOnly: 'Você só pode excluir a sua própria conta.',
  notFound: 'Conta não encontrada.',
} as const;

/** The owner only: 401 without a session, 403 for anyone else whether the id exists or not. */
export function assertAccountOwner(user: AuthUser | null, tipo: TipoUsuario, id: number): AuthUser {
  if (!user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  if (user.tipo_usuario !== tipo || user.id !== id)
    throw new HttpError(403, DELETION_MESSAGES.ownAccountOnly);
  return user;
}

/** Removes stored files, logging (not throwing) failures: the account is already gone. */
async function removeFiles(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
}

export async function deleteAccount(
  db: AppDb,
  storage: Storage,
  log: FastifyBaseLogger,
  user: AuthUser | null,
  tipo: TipoUsuario,
  id: number,
): Promise<{ detail: string }> {
  assertAccountOwner(user, tipo, id);
  const keys = await db.transaction(async (tx) => {
    const account = await repo.lockUser(tx, id);
    if (!account || account.tipo_usuario !== tipo) throw new HttpError(404, DELETION_MESSAGES.notFound);
    const fileKeys = await repo.deleteFileRows(tx, id);
    await repo.deleteUser(tx, id); // its sessions go with it (on delete cascade)
    return fileKeys;
  });
  forgetSessionsOf(id);
  await removeFiles(storage, keys, log);
  log.info({ usuarioId: id, tipo, files: keys.length }, 'account deleted by its owner');
  return { detail: DELETION_MESSAGES.deleted };
}
