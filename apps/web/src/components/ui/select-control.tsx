import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectControlProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> {
  options: readonly (SelectOption | string)[];
  /** Text of the empty first option (value ''); none when omitted. */
  placeholder?: string;
  /** Draws the control in the error colour. */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select drawn as the site's controls, with its chevron; options may be plain strings (value = label). */
export function SelectControl({ options, placeholder, invalid = false, ref, ...select }: SelectControlProps) {
  return (
    <div className="relative">
      <select ref={ref} {...select} className={controlClasses(invalid, 'appearance-none pr-10')}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
