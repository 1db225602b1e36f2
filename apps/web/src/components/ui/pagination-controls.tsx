import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

interface PaginationControlsProps {
  page: number;
  /** Total pages; null when the answer gave no total (then 'Próxima' follows a full page). */
  pages: number | null;
  hasNext: boolean;
  /** The URL (path and query) of another page. */
  hrefOf: (page: number) => string;
  /** The navigation's accessible name. */
  label?: string;
}

const disabledClass = `${buttonClasses({ variant: 'outline' })} pointer-events-none opacity-50`;

/** 'Anterior', 'Página X de Y', 'Próxima': links, so each page has its own URL. */
export function PaginationControls({
  page,
  pages,
  hasNext,
  hrefOf,
  label = 'Paginação',
}: PaginationControlsProps) {
  const hasPrevious = page > 1;
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      Anterior
    </>
  );
  const next = (
    <>
      Próxima
      <ChevronRight aria-hidden="true" className="h-4 w-4" />
    </>
  );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {hasPrevious ? (
        <Link to={hrefOf(page - 1)} className={buttonClasses({ variant: 'outline' })}>
          {previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {previous}
        </span>
      )}
      <p className="text-sm font-semibold text-navy">
        {pages === null ? `Página ${page}` : `Página ${page} de ${pages}`}
      </p>
      {hasNext ? (
        <Link to={hrefOf(page + 1)} className={buttonClasses({ variant: 'outline' })}>
          {next}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {next}
        </span>
      )}
    </nav>
  );
}
