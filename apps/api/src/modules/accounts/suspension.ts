// A suspended account (an administrator's decision, modules/admin) signs in neither with a password
// nor with Google; its live sessions were ended when it was suspended.
import { SUSPENDED_MESSAGE, suspendedError } from '../../plugins/auth';

// The answer itself belongs to the auth plugin, which gives it to an open session of the account.
export { SUSPENDED_MESSAGE, suspendedError };

/** 403 for an account an administrator suspended (checked only once its owner proved who they are). */
export function assertNotSuspended(user: { suspenso_em: Date | null }): void {
  if (user.suspenso_em) throw suspendedError();
}
