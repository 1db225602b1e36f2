import { ANUNCIO_STATUS_LABELS, countLabel, type MeuAnuncio } from '@app/shared';
import { Eye, Mail, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { loginPathReturningTo } from '../../lib/session-expiry';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { formatDate, PageLinks } from '../job-postings';
import { useEncerrarAnuncio, useMeusAnuncios } from './api/anuncios';
import { formatPrice, placeOf } from './display';

const TONES: Record<MeuAnuncio['status'], string> = {
  em_moderacao: 'bg-amber-100 text-amber-900',
  publicado: 'bg-emerald-100 text-emerald-900',
  recusado: 'bg-red-100 text-red-900',
  vendido: 'bg-sky-100 text-sky-900',
  encerrado: 'bg-slate-200 text-slate-800',
};

function MyAd({ anuncio }: { anuncio: MeuAnuncio }) {
  const close = useEncerrarAnuncio();
  const open = anuncio.status !== 'vendido' && anuncio.status !== 'encerrado';
  const finish = (motivo: 'vendido' | 'desisti') =>
    close.mutate(
      { id: anuncio.id, motivo },
      {
        onSuccess: () =>
          notify.success(motivo === 'vendido' ? 'Anúncio marcado como vendido.' : 'Anúncio encerrado.'),
        onError: (err) =>
          notify.error(err instanceof ApiError ? err.message : 'Não foi possível encerrar o anúncio.'),
      },
    );
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-navy">
            <Link to={`/classificados/${anuncio.id}`} className="hover:underline">
              {anuncio.titulo}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {formatPrice(anuncio.preco)} · {placeOf(anuncio)} · criado em {formatDate(anuncio.criado_em)}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[anuncio.status]}`}>
          {anuncio.expirado ? 'Expirado' : ANUNCIO_STATUS_LABELS[anuncio.status]}
        </span>
      </div>
      {anuncio.status === 'recusado' && anuncio.motivo_recusa && (
        <p className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          Motivo da recusa: {anuncio.motivo_recusa}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <Eye aria-hidden className="size-4" />{' '}
          {countLabel(anuncio.visualizacoes, 'visualização', 'visualizações')}
        </li>
        <li className="inline-flex items-center gap-1">
          <Mail aria-hidden className="size-4" /> {countLabel(anuncio.mensagens, 'mensagem', 'mensagens')}
        </li>
        {anuncio.status === 'publicado' && anuncio.expira_em && (
          <li>Publicado até {formatDate(anuncio.expira_em)}</li>
        )}
      </ul>
      {open && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`/classificados/${anuncio.id}/editar`} className={buttonClasses({ variant: 'outline' })}>
            Editar
          </Link>
          {anuncio.tipo === 'venda' && (
            <Button onClick={() => finish('vendido')} loading={close.isPending}>
              Marcar como vendido
            </Button>
          )}
          <Button variant="ghost" onClick={() => finish('desisti')} disabled={close.isPending}>
            Encerrar anúncio
          </Button>
        </div>
      )}
    </li>
  );
}

/** /meus-anuncios: the account's ads with status, views and messages; edit, mark sold, close. */
export function MeusAnunciosPage() {
  usePageTitle('Meus anúncios');
  const { loggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, isPending, error, refetch, isFetching } = useMeusAnuncios(page);
  let body: ReactNode;
  if (!loggedIn || (error instanceof ApiError && error.status === 401))
    body = (
      <p className="text-slate-700">
        <Link to={loginPathReturningTo('/meus-anuncios')} className="font-semibold underline">
          Entre na sua conta
        </Link>{' '}
        para ver seus anúncios.
      </p>
    );
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar seus anúncios."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando…</p>;
  else if (data.items.length === 0) body = <p className="text-slate-700">Você ainda não tem anúncios.</p>;
  else
    body = (
      <>
        <ul className="grid gap-4">
          {data.items.map((anuncio) => (
            <MyAd key={anuncio.id} anuncio={anuncio} />
          ))}
        </ul>
        <PageLinks
          page={page}
          pages={Math.max(1, Math.ceil(data.total / data.size))}
          hrefOf={(p) => (p > 1 ? `/meus-anuncios?page=${p}` : '/meus-anuncios')}
          label="Páginas dos meus anúncios"
        />
      </>
    );
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold text-navy">Meus anúncios</h1>
          <Link to="/classificados/novo" className={buttonClasses({ variant: 'primary' })}>
            <Plus aria-hidden className="size-4" /> Novo anúncio
          </Link>
        </div>
        {body}
      </div>
    </div>
  );
}

export { MeusAnunciosPage as Component };
