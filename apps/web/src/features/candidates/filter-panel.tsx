import { PROFESSIONS, type Profession, UFS, type Uf } from '@app/shared';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FilterDropdown, type FilterOption } from '../../components/ui/filter-dropdown';

export interface FilterSelection {
  tipos_profissao: Profession[];
  estados: Uf[];
  salvos: boolean;
}

interface FilterPanelProps {
  /** The filters in force (from the URL); the panel edits a copy until 'Aplicar filtros'. */
  applied: FilterSelection;
  onApply: (selection: FilterSelection) => void;
  onClear: () => void;
}

type DropdownName = 'profissao' | 'estado';

const PROFESSION_OPTIONS: FilterOption[] = PROFESSIONS.map((p) => ({ value: p, label: p }));
const STATE_OPTIONS: FilterOption[] = UFS.map((uf) => ({ value: uf, label: uf }));

const sameSelection = (a: FilterSelection, b: FilterSelection) =>
  a.tipos_profissao.join() === b.tipos_profissao.join() &&
  a.estados.join() === b.estados.join() &&
  a.salvos === b.salvos;

/**
 * The left filter panel (spec 1 section 2): the profession and state multi-selects, one open at
 * a time, 'Salvos' (the clinic's saved candidates), 'Aplicar filtros' and 'Limpar'. The choices are a draft until applied; when the
 * applied filters change (back, forward, 'Limpar'), the draft follows them.
 */
export function FilterPanel({ applied, onApply, onClear }: FilterPanelProps) {
  const [draft, setDraft] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  const [open, setOpen] = useState<DropdownName | null>(null);
  if (!sameSelection(applied, lastApplied)) {
    setLastApplied(applied);
    setDraft(applied);
  }

  const openChange = (name: DropdownName) => (next: boolean) =>
    setOpen((current) => (next ? name : current === name ? null : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    onApply(draft);
  };

  const clear = () => {
    setOpen(null);
    setDraft({ tipos_profissao: [], estados: [], salvos: false });
    onClear();
  };

  return (
    <aside
      aria-labelledby="filtros-titulo"
      className="self-start rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10 lg:sticky lg:top-[calc(max(9vh,4rem)+1.5rem)]"
    >
      <h2 id="filtros-titulo" className="flex items-center gap-2 text-lg font-bold text-navy">
        <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-accent-strong" />
        Filtros
      </h2>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FilterDropdown
          label="Profissão"
          options={PROFESSION_OPTIONS}
          selected={draft.tipos_profissao}
          onChange={(values) => setDraft((d) => ({ ...d, tipos_profissao: values as Profession[] }))}
          open={open === 'profissao'}
          onOpenChange={openChange('profissao')}
          emptyText="Todas as profissões"
        />
        <FilterDropdown
          label="Estado"
          options={STATE_OPTIONS}
          selected={draft.estados}
          onChange={(values) => setDraft((d) => ({ ...d, estados: values as Uf[] }))}
          open={open === 'estado'}
          onOpenChange={openChange('estado')}
          emptyText="Todos os estados"
          columns={4}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-navy">
          <input
            type="checkbox"
            role="switch"
            aria-checked={draft.salvos}
            className="h-5 w-5 accent-accent-strong"
            checked={draft.salvos}
            onChange={(event) => setDraft((d) => ({ ...d, salvos: event.target.checked }))}
          />
          Salvos
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row lg:flex-col">
          <Button type="submit" fullWidth>
            Aplicar filtros
          </Button>
          <Button variant="outline" fullWidth onClick={clear}>
            Limpar
          </Button>
        </div>
      </form>
    </aside>
  );
}
