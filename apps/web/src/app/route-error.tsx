import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The error page of the router. Inside the layout it fills <main>; `standalone` (the layout
 * itself failed) renders its own <main>.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  usePageTitle('Erro');
  if (import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;

  const content = (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <TriangleAlert aria-hidden="true" className="mb-6 h-14 w-14 text-accent-strong" />
      <h1 className="text-3xl font-bold text-navy">Algo deu errado.</h1>
      <p className="mt-3 text-muted">
        {status === 404
          ? 'A página que você procura não foi encontrada.'
          : 'Não foi possível exibir esta página. Tente novamente em instantes.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/home"
          className="rounded-full bg-accent-strong px-6 py-3 font-semibold text-white transition-colors hover:bg-navy"
        >
          Voltar para a página inicial
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full border border-navy/20 px-6 py-3 font-semibold text-navy transition-colors hover:bg-mist"
        >
          Recarregar a página
        </button>
      </div>
    </section>
  );

  return standalone ? <main className="min-h-dvh bg-mist">{content}</main> : content;
}
