import { PROFESSIONS, type Profession, type Uf } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FilterDropdown, type FilterOption } from '../../components/ui/filter-dropdown';
import { TextField } from '../../components/ui/text-field';
import { stateOptions } from '../../lib/state-options';
import { type CandidateFilters, freeTexts } from './list-filters';

/** The filters the panel edits (everything but the paging). */
export type FilterSelection = Omit<CandidateFilters, 'page' | 'size'>;

export const NO_FILTERS: FilterSelection = {
  tipos_profissao: [],
  estados: [],
  cidades: [],
  equipamentos: [],
  deseja_atuar_fora: false,
  salvos: false,
};

interface FilterFormProps {
  /** The filters in force (from the URL); the form edits a copy until 'Aplicar filtros'. */
  applied: FilterSelection;
  onApply: (selection: FilterSelection) => void;
  onClear: () => void;
  /** The form's id, for buttons outside it (the phone dialog's footer). */
  id?: string;
  /** false: the form has no buttons of its own (they are elsewhere, tied to it by `id`). */
  actions?: boolean;
}

/** The draft: cities and equipment as the comma-separated text typed. */
interface Draft extends Omit<FilterSelection, 'cidades' | 'equipamentos'> {
  cidades: string;
  equipamentos: string;
}

type DropdownName = 'profissao' | 'estado';

const PROFESSION_OPTIONS: FilterOption[] = PROFESSIONS.map((p) => ({ value: p, label: p }));
const STATE_OPTIONS: FilterOption[] = stateOptions((s) => s.uf);

const draftOf = (s: FilterSelection): Draft => ({
  ...s,
  cidades: s.cidades.join(', '),
  equipamentos: s.equipamentos.join(', '),
});
const selectionOf = (d: Draft): FilterSelection => ({
  ...d,
  cidades: freeTexts(d.cidades.split(',')),
  equipamentos: freeTexts(d.equipamentos.split(',')),
});
const keyOf = (s: FilterSelection) => JSON.stringify(s);

/**
 * The list's filters (spec 1 section 2, plus city, equipment and 'Aceita trabalhar em outra
 * cidade'): the profession and state multi-selects (one open at a time), two texts (several
 * values separated by commas), two switches, 'Aplicar filtros' and 'Limpar'. The choices are a
 * draft until applied; when the applied filters change (back, forward, 'Limpar'), the draft follows.
 */
export function FilterForm({ applied, onApply, onClear, id, actions = true }: FilterFormProps) {
  const [draft, setDraft] = useState(() => draftOf(applied));
  const [lastApplied, setLastApplied] = useState(() => keyOf(applied));
  const [open, setOpen] = useState<DropdownName | null>(null);
  if (keyOf(applied) !== lastApplied) {
    setLastApplied(keyOf(applied));
    setDraft(draftOf(applied));
  }

  const openChange = (name: DropdownName) => (next: boolean) =>
    setOpen((current) => (next ? name : current === name ? null : current));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    onApply(selectionOf(draft));
  };

  const clear = () => {
    setOpen(null);
    setDraft(draftOf(NO_FILTERS));
    onClear();
  };

  return (
    <form id={id} onSubmit={submit} className="flex flex-col gap-4">
      <FilterDropdown
        label="Profissão"
        options={PROFESSION_OPTIONS}
        selected={draft.tipos_profissao}
        onChange={(values) => set({ tipos_profissao: values as Profession[] })}
        open={open === 'profissao'}
        onOpenChange={openChange('profissao')}
        emptyText="Todas as profissões"
      />
      <FilterDropdown
        label="Estado"
        options={STATE_OPTIONS}
        selected={draft.estados}
        onChange={(values) => set({ estados: values as Uf[] })}
        open={open === 'estado'}
        onOpenChange={openChange('estado')}
        emptyText="Todos os estados"
        columns={4}
      />
      <TextField
        label="Cidade"
        value={draft.cidades}
        onChange={(event) => set({ cidades: event.target.value })}
        placeholder="Ex.: Campinas"
        hint="Várias? Separe por vírgula."
        autoComplete="address-level2"
        maxLength={500}
      />
      <TextField
        label="Equipamentos e softwares"
        value={draft.equipamentos}
        onChange={(event) => set({ equipamentos: event.target.value })}
        placeholder="Ex.: Vatech, Romexis"
        hint="Qualquer um dos itens, separados por vírgula."
        maxLength={500}
      />
      <Switch
        label="Aceita trabalhar em outra cidade"
        checked={draft.deseja_atuar_fora}
        onChange={(checked) => set({ deseja_atuar_fora: checked })}
      />
      <Switch label="Salvos" checked={draft.salvos} onChange={(checked) => set({ salvos: checked })} />
      {actions && <FilterFormActions onClear={clear} />}
    </form>
  );
}

/** The form's own buttons: 'Aplicar filtros' (submits it) and 'Limpar'. */
function FilterFormActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="mt-1 flex flex-col gap-2 sm:flex-row lg:flex-col">
      <Button type="submit" fullWidth>
        Aplicar filtros
      </Button>
      <Button variant="outline" fullWidth onClick={onClear}>
        Limpar
      </Button>
    </div>
  );
}

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-navy">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="h-5 w-5 shrink-0 accent-accent-strong"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
