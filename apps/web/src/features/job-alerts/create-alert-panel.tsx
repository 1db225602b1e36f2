import {
  ALERTA_FREQUENCIA_LABELS,
  ALERTA_FREQUENCIAS,
  type AlertaFrequencia,
  alertaFiltersText,
} from '@app/shared';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { loginPathReturningTo } from '../../lib/session-expiry';
import { useSession } from '../../lib/use-session';
import { userMessage } from '../../lib/user-message';
import { useCreateAlert } from './api/alerts';

export interface AlertFilters {
  tipos_profissao: string[];
  estados: string[];
  cidade: string;
  q: string;
}

/** The outcome of 'Criar alerta com estes filtros', announced: created (see it in the profile) or why not. */
function CreateAlertOutcome({ created, failure }: { created: boolean; failure: Error | null }) {
  return (
    <p role="status" className="text-sm sm:basis-full empty:hidden">
      {created && (
        <span className="text-green-800">
          Alerta criado. Veja e exclua seus alertas no{' '}
          <Link to="/perfil2" className="font-semibold underline">
            seu perfil
          </Link>
          .
        </span>
      )}
      {failure && (
        <span className="text-red-700">
          {failure instanceof ApiError && failure.status === 422 && failure.detail
            ? failure.detail
            : userMessage(failure, 'Não foi possível criar o alerta. Tente novamente.')}
        </span>
      )}
    </p>
  );
}

/**
 * Under the /vagas filters: a signed-in candidate saves them as a job alert ('Criar alerta com
 * estes filtros', at once or once a day); a visitor gets a link to sign in that comes back here.
 * Clinics see nothing.
 */
export function CreateAlertPanel({ filters }: { filters: AlertFilters }) {
  const session = useSession();
  const location = useLocation();
  const frequencyId = useId();
  const [frequencia, setFrequencia] = useState<AlertaFrequencia>('diaria');
  const create = useCreateAlert();
  if (session.loggedIn && session.userType !== 'candidato') return null;
  const described = alertaFiltersText({
    tipos_profissao: filters.tipos_profissao,
    estados: filters.estados,
    cidade: filters.cidade || null,
    q: filters.q || null,
  });

  return (
    <div
      data-testid="criar-alerta"
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-mist p-4 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="flex items-start gap-2 text-sm text-ink sm:flex-1">
        <BellRing aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-strong" />
        <span>
          Receba por e-mail as novas vagas destes filtros: <strong className="text-navy">{described}</strong>
        </span>
      </p>
      {!session.loggedIn ? (
        <Link
          to={loginPathReturningTo(`${location.pathname}${location.search}`)}
          className={buttonClasses({ variant: 'outline' })}
        >
          Entre para criar um alerta
        </Link>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={frequencyId} className="sr-only">
            Frequência do alerta
          </label>
          <select
            id={frequencyId}
            value={frequencia}
            onChange={(event) => setFrequencia(event.target.value as AlertaFrequencia)}
            className="min-h-11 rounded-full border border-navy/25 bg-white px-4 text-sm text-ink"
          >
            {ALERTA_FREQUENCIAS.map((value) => (
              <option key={value} value={value}>
                {ALERTA_FREQUENCIA_LABELS[value]}
              </option>
            ))}
          </select>
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate({
                tipos_profissao: filters.tipos_profissao,
                estados: filters.estados,
                cidade: filters.cidade || null,
                q: filters.q || null,
                frequencia,
              })
            }
          >
            Criar alerta com estes filtros
          </Button>
        </div>
      )}
      <CreateAlertOutcome created={create.isSuccess} failure={create.isError ? create.error : null} />
    </div>
  );
}
