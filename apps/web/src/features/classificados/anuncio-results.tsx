import { type AnuncioPage, countLabel } from '@app/shared';
import { PageLinks } from '../job-postings';
import { AnuncioCard } from './anuncio-card';
import { ANUNCIOS_PAGE_SIZE } from './api/anuncios';

interface AnuncioResultsProps {
  /** The page of ads found (at least one). */
  data: AnuncioPage;
  page: number;
  hrefOfPage: (page: number) => string;
  /** The previous filters' ads, shown dimmed while the new ones load. */
  stale: boolean;
}

/** The ads found: their count, their cards and the links to the other pages. */
export function AnuncioResults({ data, page, hrefOfPage, stale }: AnuncioResultsProps) {
  return (
    <>
      <p className="text-sm text-slate-600">
        {countLabel(data.total, 'anúncio encontrado', 'anúncios encontrados')}
      </p>
      <ul className={`mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
        {data.items.map((anuncio, index) => (
          <AnuncioCard key={anuncio.id} anuncio={anuncio} eager={index < 2} />
        ))}
      </ul>
      <PageLinks
        page={page}
        pages={Math.max(1, Math.ceil(data.total / ANUNCIOS_PAGE_SIZE))}
        hrefOf={hrefOfPage}
        label="Páginas de anúncios"
      />
    </>
  );
}
