import { PaginationControls } from '../../components/ui/pagination-controls';

interface PageLinksProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
}

/** The page controls under a list of this feature, shown only when there is more than one page. */
export function PageLinks({ page, pages, hrefOf, label }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <div className="mt-6">
      <PaginationControls page={page} pages={pages} hasNext={page < pages} hrefOf={hrefOf} label={label} />
    </div>
  );
}
