import { GoogleMark } from '../auth';

/** Shown on the sign-up pages when a Google account without registration was chosen. */
export function GooglePrefillNotice({ email, step }: { email: string; step: 'choice' | 'form' }) {
  return (
    <p className="flex items-start gap-3 rounded-2xl border border-accent/40 bg-white px-4 py-3 text-sm text-ink">
      <GoogleMark className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        Não encontramos um cadastro para a conta Google{email ? ` ${email}` : ''}.{' '}
        {step === 'choice'
          ? 'Escolha o seu perfil e complete o cadastro, criando também uma senha, para entrar na plataforma.'
          : 'Complete o cadastro abaixo, criando também uma senha, para entrar na plataforma.'}
      </span>
    </p>
  );
}
