export interface FilterOption {
  value: string;
  label: string;
}

interface FilterOptionsPanelProps {
  id: string;
  /** The group's name (the dropdown's label). */
  label: string;
  /** Extra classes of the panel (its position). */
  className: string;
  options: readonly FilterOption[];
  chosen: ReadonlySet<string>;
  onToggle: (value: string) => void;
  columns: 1 | 4;
}

/** The open panel of a FilterDropdown: a group of checkboxes, one per option. */
export function FilterOptionsPanel({
  id,
  label,
  className,
  options,
  chosen,
  onToggle,
  columns,
}: FilterOptionsPanelProps) {
  return (
    <fieldset
      id={id}
      className={`mt-2 max-h-96 overflow-y-auto rounded-xl border border-navy/15 bg-white p-2 shadow-md ${className}`}
    >
      <legend className="sr-only">{label}</legend>
      <ul className={columns === 4 ? 'grid grid-cols-4 gap-1 lg:grid-cols-3' : 'flex flex-col gap-0.5'}>
        {options.map((option) => {
          const checked = chosen.has(option.value);
          return (
            <li key={option.value}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-mist">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(option.value)}
                  className="h-5 w-5 shrink-0 cursor-pointer accent-accent-strong"
                />
                <span className="min-w-0">{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
