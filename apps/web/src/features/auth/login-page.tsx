import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { isApplyPath } from '../../lib/apply-intent';
import {
  forgetExpiredSession,
  forgetSuspendedAccount,
  RETURN_PARAM,
  readExpiredSession,
  readSuspendedAccount,
  SESSION_EXPIRED_MESSAGE,
  safeReturnPath,
} from '../../lib/session-expiry';
import { useSiteConfig } from '../../lib/site-config';
import { usePageTitle } from '../../lib/use-page-title';
import { LoginBenefits } from './login-benefits';
import { LoginForm } from './login-form';

/** Said when the visitor came from a vaga's 'Candidatar-se'. */
export const APPLY_LOGIN_MESSAGE = 'Entre ou cadastre-se para se candidatar a esta vaga.';

/**
 * /login: the sign-in form beside the benefits panel (spec 1, section 2). After an expired
 * session it says so, and signing in returns to the page of `?next=` (or the one remembered when
 * the session expired); otherwise to /home. When the session's account was suspended it shows the
 * server's message; when the visitor came to apply to a vaga it says that signing in or signing up
 * is needed, and both lead back to the vaga.
 */
export function LoginPage() {
  usePageTitle('Entrar');
  const { data: site } = useSiteConfig();
  const [searchParams] = useSearchParams();
  // Read once: the notice belongs to this visit of /login only.
  const [expiredOn] = useState(readExpiredSession);
  const [suspended] = useState(readSuspendedAccount);
  useEffect(() => {
    forgetExpiredSession();
    forgetSuspendedAccount();
  }, []);
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? expiredOn ?? undefined;
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 sm:py-14 lg:py-16">
      <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
        <section
          aria-labelledby="login-titulo"
          className="rounded-3xl bg-white px-5 py-8 shadow-lg shadow-navy/5 sm:px-10 sm:py-10"
        >
          <h1 id="login-titulo" className="text-2xl font-bold text-navy sm:text-3xl">
            Acesse sua conta
          </h1>
          <p className="mt-2 mb-7 text-muted">Entre com seu e-mail ou CPF e sua senha.</p>
          {suspended ? (
            <FormAlert tone="error" className="-mt-2 mb-6">
              {suspended}
            </FormAlert>
          ) : (
            expiredOn && (
              <FormAlert tone="info" className="-mt-2 mb-6">
                {SESSION_EXPIRED_MESSAGE}
              </FormAlert>
            )
          )}
          {!suspended && !expiredOn && isApplyPath(returnTo) && (
            <FormAlert tone="info" className="-mt-2 mb-6">
              {APPLY_LOGIN_MESSAGE}
            </FormAlert>
          )}
          <LoginForm googleClientId={site?.googleClientId} returnTo={returnTo} />
        </section>
        <LoginBenefits />
      </div>
    </div>
  );
}

export { LoginPage as Component };
