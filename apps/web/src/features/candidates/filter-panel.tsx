import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { FilterForm, type FilterSelection } from './filter-form';
import { activeFilterCount } from './list-filters';

export type { FilterSelection } from './filter-form';

interface FilterPanelProps {
  /** The filters in force (from the URL). */
  applied: FilterSelection;
  onApply: (selection: FilterSelection) => void;
  onClear: () => void;
}

/**
 * The list's filters. From 1024 px the left panel is always there (spec 1 section 2); narrower,
 * the results come first and a 'Filtros (n)' button (n: the filters in force) opens the same
 * form in a dialog, which closes on 'Aplicar filtros' or 'Limpar'.
 */
export function FilterPanel({ applied, onApply, onClear }: FilterPanelProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const formId = useId();
  const count = activeFilterCount(applied);
  const label = count > 0 ? `Filtros (${count})` : 'Filtros';

  return (
    <>
      <div className="lg:hidden">
        <Button
          variant="outline"
          onClick={() => setSheetOpen(true)}
          aria-haspopup="dialog"
          icon={<SlidersHorizontal aria-hidden="true" className="h-5 w-5" />}
        >
          {label}
        </Button>
      </div>
      {sheetOpen && (
        <Modal
          title="Filtros"
          onClose={() => setSheetOpen(false)}
          className="lg:hidden"
          footer={
            // Always in view under the scrolling form.
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setSheetOpen(false);
                  onClear();
                }}
              >
                Limpar
              </Button>
              <Button type="submit" form={formId}>
                Aplicar filtros
              </Button>
            </>
          }
        >
          <FilterForm
            id={formId}
            actions={false}
            applied={applied}
            onApply={(selection) => {
              setSheetOpen(false);
              onApply(selection);
            }}
            onClear={onClear}
          />
        </Modal>
      )}
      <aside
        aria-labelledby="filtros-titulo"
        className="hidden self-start rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10 lg:sticky lg:top-[calc(max(9vh,4rem)+1.5rem)] lg:block"
      >
        <h2 id="filtros-titulo" className="flex items-center gap-2 text-lg font-bold text-navy">
          <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-accent-strong" />
          Filtros
        </h2>
        <div className="mt-4">
          <FilterForm applied={applied} onApply={onApply} onClear={onClear} />
        </div>
      </aside>
    </>
  );
}
