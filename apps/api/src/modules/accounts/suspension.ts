// A suspended account (an administrator's decision, modules/admin) signs in neither with a password
// nor with Google; its live sessions were ended when it was suspended.
import { ERROR_CODES } from '@app/shared';
import { HttpError } from '../../plugins/errors';

export const SUSPENDED_MESSAGE = 'Conta suspensa. Fale com a RX Odonto.';

/** The 403 of a suspended account, with its stable code (the web branches on it, not on the text). */
export const suspendedError = (): HttpError =>
  new HttpError(403, SUSPENDED_MESSAGE, { code: ERROR_CODES.accountSuspended });

/** 403 for an account an administrator suspended (checked only once its owner proved who they are). */
export function assertNotSuspended(user: { suspenso_em: Date | null }): void {
  if (user.suspenso_em) throw suspendedError();
}
