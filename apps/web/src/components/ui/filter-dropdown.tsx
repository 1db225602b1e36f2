import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { type FilterOption, FilterOptionsPanel } from './filter-options-panel';

export type { FilterOption } from './filter-options-panel';

interface FilterDropdownProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  open: boolean;
  /** Asked to open (true) or close (false); the parent keeps one dropdown open at a time. */
  onOpenChange: (open: boolean) => void;
  /** Text of the closed button with nothing selected. */
  emptyText: string;
  /** Columns of the options (the states use 4). */
  columns?: 1 | 4;
  /** From 640 px up, the options float over what follows instead of pushing it down. */
  overlay?: boolean;
}

/** 'SP, RJ' for one or two; 'N selecionados' for more; the empty text for none. */
export function selectionSummary(labels: readonly string[], emptyText: string): string {
  if (labels.length === 0) return emptyText;
  if (labels.length <= 2) return labels.join(', ');
  return `${labels.length} selecionados`;
}

/**
 * A multi-select dropdown of a filter form: a button (aria-expanded) that opens a group of
 * checkboxes under it, in the flow of the form (so the controls after it stay reachable on a
 * phone). Escape closes it and returns the focus to the button.
 */
export function FilterDropdown({
  label,
  options,
  selected,
  onChange,
  open,
  onOpenChange,
  emptyText,
  columns = 1,
  overlay = false,
}: FilterDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelId = useId();
  const chosen = new Set(selected);
  const summary = selectionSummary(
    options.filter((o) => chosen.has(o.value)).map((o) => o.label),
    emptyText,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const toggle = (value: string) =>
    onChange(
      chosen.has(value)
        ? selected.filter((item) => item !== value)
        : options.map((o) => o.value).filter((v) => chosen.has(v) || v === value),
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the dropdown
    <div onKeyDown={onKeyDown} className={overlay ? 'relative' : undefined}>
      <span id={labelId} className="mb-1.5 block text-sm font-semibold text-navy">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${panelId}-summary`}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-navy/25 bg-white px-4 py-2.5 text-left text-sm text-ink transition-colors hover:border-navy/50"
      >
        <span id={`${panelId}-summary`} className="truncate">
          {summary}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`h-5 w-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <FilterOptionsPanel
          id={panelId}
          label={label}
          // From 640 px up the panel floats over what follows.
          className={overlay ? 'sm:absolute sm:inset-x-0 sm:top-full sm:z-20' : ''}
          options={options}
          chosen={chosen}
          onToggle={toggle}
          columns={columns}
        />
      )}
    </div>
  );
}
