// Who may read and write a clinic's data: only the clinic itself (its registration data and
// equipment are not public). 401 without a session, 403 for anyone else, whether the id exists
// or not, so a stranger cannot probe ids.
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

export const CLINIC_MESSAGES = {
  ownDataOnly: 'Você só pode alterar os seus próprios dados.',
  clinicNotFound: 'Clínica não encontrada.',
  infosNotFound: 'Informações da clínica não encontradas.',
} as const;

const requireSession = (user: AuthUser | null): AuthUser => {
  if (!user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  return user;
};

/** The clinic acting on its own data (403 for other clinics and for candidates). */
export function assertOwnClinic(user: AuthUser | null, clinicId: number, message: string): AuthUser {
  const caller = requireSession(user);
  if (caller.tipo_usuario !== 'clinica' || caller.id !== clinicId) throw new HttpError(403, message);
  return caller;
}

/** onRequest hook: 401 without a session, 403 unless a clinic. */
export async function clinicOnly(request: FastifyRequest): Promise<void> {
  const caller = requireSession(request.user);
  if (caller.tipo_usuario !== 'clinica') throw new HttpError(403, CLINIC_MESSAGES.ownDataOnly);
}

/**
 * onRequest hook factory: the clinic of the path param only (before the body is validated).
 * `write` chooses the 403 message. A value that is not an id is 403 too (it is nobody's).
 */
export function ownClinicInPath(param: string, write: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = (request.params as Record<string, string | undefined>)[param];
    const caller = requireSession(request.user);
    const message = write ? CLINIC_MESSAGES.ownDataOnly : AUTH_MESSAGES.forbidden;
    if (caller.tipo_usuario !== 'clinica' || String(caller.id) !== raw) throw new HttpError(403, message);
  };
}
