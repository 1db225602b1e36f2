import { ANUNCIO_TIPO_LABELS, type AnuncioCard as AnuncioCardData } from '@app/shared';
import { ImageOff, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, placeOf } from './display';

/** One ad of the public list: cover, type, title, price, city and condition, linking to /classificados/{id}. */
export function AnuncioCard({ anuncio, eager = false }: { anuncio: AnuncioCardData; eager?: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/10 transition hover:ring-navy/30">
      <div className="aspect-[4/3] bg-mist">
        {anuncio.capa_url ? (
          <img
            src={anuncio.capa_url}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-500">
            <ImageOff aria-hidden className="size-8" />
            <span className="sr-only">Sem foto</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">
          {ANUNCIO_TIPO_LABELS[anuncio.tipo]} · {anuncio.categoria}
        </p>
        <h3 className="mt-1 text-lg font-bold text-navy">
          <Link to={`/classificados/${anuncio.id}`} className="hover:underline">
            {anuncio.titulo}
          </Link>
        </h3>
        <p className="mt-2 text-xl font-extrabold text-navy">
          {formatPrice(anuncio.preco)}
          {anuncio.preco !== null && anuncio.negociavel && (
            <span className="ml-2 text-sm font-semibold text-slate-600">negociável</span>
          )}
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm text-slate-700">
          <li className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-4" /> {placeOf(anuncio)}
          </li>
          {anuncio.estado_conservacao && <li>{anuncio.estado_conservacao}</li>}
        </ul>
      </div>
    </li>
  );
}
