import { RotateCw, TriangleAlert, WifiOff } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { isOutage, RETRY_LABEL } from '../lib/user-message';

/**
 * The error page of the router. Inside the layout it fills <main>; `standalone` (the layout
 * itself failed) renders its own <main>. It says what happened (no connection to the server, a
 * page that does not exist, or a page that failed) and offers 'Tentar de novo', which loads the
 * page again.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  usePageTitle('Erro');
  if (import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  const outage = isOutage(error);
  const Icon = outage ? WifiOff : TriangleAlert;

  const content = (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <Icon aria-hidden="true" className="mb-6 h-14 w-14 text-accent-strong" />
      <h1 className="text-3xl font-bold text-navy">
        {outage ? 'Sem conexão com o servidor.' : 'Algo deu errado.'}
      </h1>
      <p className="mt-3 text-muted">
        {outage
          ? 'Não foi possível carregar esta página. Verifique sua internet e toque em Tentar de novo.'
          : status === 404
            ? 'A página que você procura não foi encontrada.'
            : 'Não foi possível exibir esta página. Tente de novo em instantes.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status !== 404 && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center gap-2 rounded-full bg-accent-strong px-6 py-3 font-semibold text-white transition-colors hover:bg-navy"
          >
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {RETRY_LABEL}
          </button>
        )}
        <Link
          to="/home"
          className="rounded-full border border-navy/20 px-6 py-3 font-semibold text-navy transition-colors hover:bg-mist"
        >
          Voltar para a página inicial
        </Link>
      </div>
    </section>
  );

  return standalone ? <main className="min-h-dvh bg-mist">{content}</main> : content;
}
