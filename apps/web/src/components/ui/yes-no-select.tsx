import type { ReactNode } from 'react';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
] as const;

export interface YesNoSelectProps {
  label: ReactNode;
  /** The answer; an empty answer reads as Não (spec 2 section 9: yes/no defaults to 'nao'). */
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  hint?: ReactNode;
  className?: string;
  id?: string;
}

/** A Sim/Não select bound to a boolean. */
export function YesNoSelect({ label, value, onChange, hint, className, id }: YesNoSelectProps) {
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      className={className}
      options={OPTIONS}
      value={value ? 'sim' : 'nao'}
      onChange={(event) => onChange(event.target.value === 'sim')}
    />
  );
}
