import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { dataPageHandle } from '../../lib/data-page';
import { usePageTitle } from '../../lib/use-page-title';
import { AnuncioArticle } from './anuncio-article';
import { anuncioKeys, anuncioPath, countView, useAnuncio } from './api/anuncios';

const MISSING = new Set([404, 410]);

/** /classificados/{id}: the ad with its gallery, details, seller and contact. */
export function AnuncioPage() {
  const id = Number(useParams().id);
  const { data: anuncio, isPending, error, refetch, isFetching } = useAnuncio(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && MISSING.has(error.status));
  usePageTitle(missing ? 'Anúncio não encontrado' : (anuncio?.titulo ?? 'Anúncio'));
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) countView(id);
  }, [id]);

  let body: ReactNode;
  if (missing)
    body = (
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10">
        <h1 className="text-3xl font-extrabold text-navy">Anúncio não encontrado</h1>
        <p className="mt-2 text-slate-700">Este anúncio foi encerrado, expirou ou não existe mais.</p>
        <Link to="/classificados" className="mt-6 inline-block font-semibold text-accent-strong underline">
          Ver todos os anúncios
        </Link>
      </div>
    );
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar o anúncio."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando anúncio…</p>;
  else body = <AnuncioArticle anuncio={anuncio} />;
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <Link
          to="/classificados"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden className="size-4" /> Todos os anúncios
        </Link>
        {body}
      </div>
    </div>
  );
}

export { AnuncioPage as Component };

/** Rendered on the server per request (lib/data-page.ts) as a visitor sees it. */
export const handle = dataPageHandle({
  load: async ({ params }) => {
    const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
    return { queries: [{ queryKey: anuncioKeys.detailFor(id, 'visitante'), path: anuncioPath(id) }] };
  },
});
