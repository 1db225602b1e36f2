import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPathReturningTo, pathCarryingReturn } from '../../lib/session-expiry';
import { useReturnParam } from '../../lib/use-login-path';

interface SignupCardProps {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a registration form: back link to the profile choice, icon, heading, intro and
 * 'Já tem conta? Entrar' for someone who already has an account.
 */
export function SignupCard({ icon: Icon, title, intro, children }: SignupCardProps) {
  // The page to return to (a vaga the visitor wanted to apply to) goes along both ways.
  const next = useReturnParam();
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={pathCarryingReturn('/cadastrar', next)}
        className="mb-2 inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Voltar à escolha de perfil
      </Link>
      <section
        aria-labelledby="cadastro-titulo"
        className="rounded-3xl bg-white px-5 py-8 shadow-lg shadow-navy/5 sm:px-10 sm:py-10"
      >
        <div className="flex items-center gap-4">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-accent-soft">
            <Icon aria-hidden="true" className="h-7 w-7 text-accent-strong" />
          </span>
          <h1 id="cadastro-titulo" className="text-2xl font-bold text-navy sm:text-3xl">
            {title}
          </h1>
        </div>
        <div className="mt-3 text-muted">{intro}</div>
        <p className="mt-2 text-sm text-muted">
          Já tem conta?{' '}
          <Link
            to={next ? loginPathReturningTo(next) : '/login'}
            className="inline-flex min-h-11 items-center rounded px-1 font-semibold text-accent-strong underline underline-offset-4 hover:text-navy"
          >
            Entrar
          </Link>
        </p>
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}
