import { maskCep } from '@app/shared';
import type { CepLookup } from '../../lib/cep-lookup';
import { TextField, type TextFieldProps } from './text-field';

interface CepFieldProps extends Omit<TextFieldProps, 'label' | 'hint' | 'mask'> {
  /** The form's CEP lookup (useCepLookup or useCepFormLookup): told of each change, its state shown. */
  lookup: Pick<CepLookup, 'hint' | 'onCepChange'>;
}

/**
 * The CEP of an address form, masked 00000-000 as it is typed; its 8th digit starts the lookup
 * that fills the other address fields, whose state is announced under the field (unless the
 * field shows an error). Placed in the address forms' 6-column grid (className overrides it).
 */
export function CepField({ lookup, error, onChange, ...input }: CepFieldProps) {
  return (
    <TextField
      label="CEP"
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="00000-000"
      maxLength={9}
      mask={maskCep}
      className="sm:col-span-3"
      hint={error ? undefined : <span role="status">{lookup.hint}</span>}
      error={error}
      {...input}
      onChange={(event) => {
        onChange?.(event);
        lookup.onCepChange(event.target.value);
      }}
    />
  );
}
