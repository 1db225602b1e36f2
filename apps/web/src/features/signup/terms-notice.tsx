import { Link } from 'react-router';

const linkClass = 'rounded font-semibold text-accent-strong underline underline-offset-4 hover:text-navy';

/** The notice of the registration forms, linking to the terms of use and the privacy policy. */
export function TermsNotice() {
  return (
    <p className="rounded-2xl bg-mist px-4 py-3 text-sm text-ink">
      Ao se cadastrar, você declara que leu e concorda com os nossos{' '}
      <Link to="/termodeuso" className={linkClass}>
        Termos de Uso
      </Link>{' '}
      e com a nossa{' '}
      <Link to="/politicaprivacidade" className={linkClass}>
        Política de Privacidade
      </Link>
      .
    </p>
  );
}
