import { PaginationControls } from '../../components/ui/pagination-controls';

interface PageLinksProps {
  page: number;
  total: number;
  size: number;
  hrefOf: (page: number) => string;
  label: string;
}

/** The page controls under a back-office list, shown only when there is more than one page. */
export function PageLinks({ page, total, size, hrefOf, label }: PageLinksProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <div className="mt-6">
      <PaginationControls page={page} pages={pages} hasNext={page < pages} hrefOf={hrefOf} label={label} />
    </div>
  );
}
