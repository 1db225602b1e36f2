import {
  type AdminAnuncio,
  ANUNCIO_REPORT_MAX,
  ANUNCIO_STATUS_LABELS,
  ANUNCIO_STATUSES,
  type AnuncioStatus,
} from '@app/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { formatDate } from '../job-postings';
import { useAdminAnuncios, useAnuncioReports, useModerarAnuncio } from './api/anuncios';
import { formatPrice, placeOf } from './display';
import { TextDialog } from './text-dialog';

function QueueItem({ anuncio }: { anuncio: AdminAnuncio }) {
  const moderate = useModerarAnuncio();
  const [refusing, setRefusing] = useState(false);
  // mutateAsync: the item leaves the queue (unmounts) before a mutate callback would run.
  const approve = () =>
    moderate.mutateAsync({ id: anuncio.id, action: 'aprovar' }).then(
      (answer) => notify.success(answer.detail),
      (err) => notify.error(err instanceof ApiError ? err.message : 'Não foi possível aprovar.'),
    );
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10">
      <h2 className="text-lg font-bold text-navy">
        <Link to={`/classificados/${anuncio.id}`} className="hover:underline">
          {anuncio.titulo}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">
        {anuncio.categoria} · {formatPrice(anuncio.preco)} · {placeOf(anuncio)} · {anuncio.dono.nome} (
        {anuncio.dono.email}) · {formatDate(anuncio.criado_em)}
        {anuncio.denuncias > 0 && ` · ${anuncio.denuncias} denúncia(s)`}
      </p>
      {anuncio.fotos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {anuncio.fotos.map((foto) => (
            <li key={foto.id}>
              <img
                src={foto.url}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-20 rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 line-clamp-4 whitespace-pre-line text-sm text-slate-800">{anuncio.descricao}</p>
      {anuncio.motivo_recusa && (
        <p className="mt-2 text-sm text-red-800">Recusado: {anuncio.motivo_recusa}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {(anuncio.status === 'em_moderacao' || anuncio.status === 'recusado') && (
          <Button onClick={approve} loading={moderate.isPending}>
            Aprovar
          </Button>
        )}
        {(anuncio.status === 'em_moderacao' || anuncio.status === 'publicado') && (
          <Button variant="outline" onClick={() => setRefusing(true)}>
            Recusar
          </Button>
        )}
      </div>
      {refusing && (
        <TextDialog
          title={`Recusar: ${anuncio.titulo}`}
          label="Motivo da recusa"
          hint="O anunciante recebe este motivo por e-mail."
          maxLength={ANUNCIO_REPORT_MAX}
          submitLabel="Recusar anúncio"
          onSubmit={(motivo) =>
            moderate
              .mutateAsync({ id: anuncio.id, action: 'recusar', motivo })
              .then((a) => notify.success(a.detail))
          }
          onClose={() => setRefusing(false)}
        />
      )}
    </li>
  );
}

function Reports() {
  const { data } = useAnuncioReports(1);
  if (!data || data.items.length === 0) return <p className="text-slate-700">Nenhuma denúncia.</p>;
  return (
    <ul className="grid gap-2">
      {data.items.map((report) => (
        <li key={report.id} className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-navy/10">
          <Link to={`/classificados/${report.anuncio.id}`} className="font-semibold text-navy underline">
            {report.anuncio.titulo}
          </Link>{' '}
          ({ANUNCIO_STATUS_LABELS[report.anuncio.status]}) — {report.motivo}{' '}
          <span className="text-slate-600">
            por {report.autor.email} em {formatDate(report.criado_em)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /admin/anuncios: the moderation queue (approve, refuse with the reason), other statuses, the reports. */
export function AdminAnunciosPage() {
  usePageTitle('Anúncios');
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('status');
  const status = (ANUNCIO_STATUSES as readonly string[]).includes(wanted ?? '')
    ? (wanted as AnuncioStatus)
    : 'em_moderacao';
  const { data, isPending, error, refetch, isFetching } = useAdminAnuncios(status, 1);
  return (
    <div>
      <h1 className="text-2xl font-extrabold text-navy">Anúncios dos classificados</h1>
      <label className="mt-4 block max-w-xs text-sm font-semibold text-slate-700">
        Situação
        <select
          value={status}
          onChange={(e) => setSearchParams({ status: e.target.value })}
          className="mt-1 block w-full rounded-xl border border-navy/20 bg-white px-3 py-2 text-base"
        >
          {ANUNCIO_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ANUNCIO_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4">
        {error ? (
          <LoadFailure
            error={error}
            message="Não foi possível carregar os anúncios."
            onRetry={refetch}
            retrying={isFetching}
          />
        ) : isPending ? (
          <p className="text-slate-600">Carregando…</p>
        ) : data.items.length === 0 ? (
          <p className="text-slate-700">Nenhum anúncio nesta situação.</p>
        ) : (
          <ul className="grid gap-4">
            {data.items.map((anuncio) => (
              <QueueItem key={anuncio.id} anuncio={anuncio} />
            ))}
          </ul>
        )}
      </div>
      <h2 className="mt-10 text-xl font-bold text-navy">Denúncias</h2>
      <div className="mt-3">
        <Reports />
      </div>
    </div>
  );
}

export { AdminAnunciosPage as Component };
