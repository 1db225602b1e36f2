import { ANUNCIO_STATUS_LABELS, ANUNCIO_TIPO_LABELS, type AnuncioDetail } from '@app/shared';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { formatDate } from '../job-postings';
import { ContactArea } from './anuncio-contact-area';
import { formatMonth, formatPrice, placeOf } from './display';
import { Gallery } from './gallery';

/** One line of the ad's details: what it is and its value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-navy/10 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-navy">{children}</dd>
    </div>
  );
}

/** An ad as its page shows it: summary and price, gallery and description, details, seller, contact. */
export function AnuncioArticle({ anuncio }: { anuncio: AnuncioDetail }) {
  return (
    <article className="grid gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10 sm:p-8 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
      <div className="lg:col-start-2 lg:row-start-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
          {ANUNCIO_TIPO_LABELS[anuncio.tipo]} · {anuncio.categoria}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-navy">{anuncio.titulo}</h1>
        {anuncio.status !== 'publicado' && (
          <p className="mt-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
            Situação: {ANUNCIO_STATUS_LABELS[anuncio.status]}
            {anuncio.motivo_recusa && ` — ${anuncio.motivo_recusa}`}
          </p>
        )}
        <p className="mt-3 text-3xl font-extrabold text-navy">{formatPrice(anuncio.preco)}</p>
        {anuncio.negociavel && <p className="text-sm font-semibold text-slate-600">Preço negociável</p>}
        <p className="mt-2 inline-flex items-center gap-1 text-slate-700">
          <MapPin aria-hidden className="size-4" /> {placeOf(anuncio)}
        </p>
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <Gallery fotos={anuncio.fotos} titulo={anuncio.titulo} />
        <h2 className="mt-8 text-xl font-bold text-navy">Descrição</h2>
        <p className="mt-2 whitespace-pre-line text-slate-800">{anuncio.descricao}</p>
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        <dl className="mt-4">
          {anuncio.marca && <Detail label="Marca">{anuncio.marca}</Detail>}
          {anuncio.modelo && <Detail label="Modelo">{anuncio.modelo}</Detail>}
          {anuncio.ano_fabricacao && <Detail label="Ano de fabricação">{anuncio.ano_fabricacao}</Detail>}
          {anuncio.estado_conservacao && (
            <Detail label="Estado de conservação">{anuncio.estado_conservacao}</Detail>
          )}
          {anuncio.publicado_em && <Detail label="Publicado em">{formatDate(anuncio.publicado_em)}</Detail>}
        </dl>
        <section aria-labelledby="anunciante" className="mt-6 rounded-2xl bg-mist p-4">
          <h2 id="anunciante" className="font-bold text-navy">
            Anunciante
          </h2>
          <p className="mt-1 text-slate-800">{anuncio.vendedor.nome}</p>
          {anuncio.vendedor.cidade && (
            <p className="text-sm text-slate-700">
              {anuncio.vendedor.cidade}
              {anuncio.vendedor.estado && `/${anuncio.vendedor.estado}`}
            </p>
          )}
          <p className="text-sm text-slate-700">Membro desde {formatMonth(anuncio.vendedor.membro_desde)}</p>
        </section>
        <div className="mt-6">
          {anuncio.meu_anuncio ? (
            <Link
              to={`/classificados/${anuncio.id}/editar`}
              className={buttonClasses({ variant: 'outline' })}
            >
              Editar anúncio
            </Link>
          ) : (
            <ContactArea anuncio={anuncio} />
          )}
        </div>
      </div>
    </article>
  );
}
