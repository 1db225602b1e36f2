import { brDateToIso, isoToBrDate, maskDate } from '@app/shared';
import { TextField, type TextFieldProps } from './text-field';

export interface DateFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'mask' | 'type' | 'defaultValue'> {
  /** The form's value: an ISO date (aaaa-mm-dd), or the text typed so far while incomplete. */
  value: string | null | undefined;
  onChange: (value: string) => void;
}

/**
 * A date typed as dd/mm/aaaa in a numeric text input, instead of the browser's date input (which
 * shows mm/dd/yyyy in some locales). The form keeps the ISO date once the typed date is whole and
 * real; until then it keeps the typed text, which the form's schema refuses with its message.
 */
export function DateField({ value, onChange, placeholder = 'dd/mm/aaaa', ...props }: DateFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'off'}
      placeholder={placeholder}
      maxLength={10}
      value={isoToBrDate(value ?? '')}
      onChange={(event) => {
        const typed = maskDate(event.target.value);
        onChange(brDateToIso(typed) ?? typed);
      }}
    />
  );
}
