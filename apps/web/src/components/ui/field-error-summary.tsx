import { FormAlert } from './form-alert';

export interface FieldErrorItem {
  /** The field's own label, e.g. 'Nível de escolaridade (Formação 1)'. */
  label: string;
  message: string;
  /** Takes the user to the field. */
  onFix: () => void;
}

/** The fields the server refused, each with its label, the reason and 'Corrigir'. */
export function FieldErrorSummary({ items }: { items: readonly FieldErrorItem[] }) {
  if (items.length === 0) return null;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">Corrija os campos abaixo antes de publicar:</p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {items.map((item) => (
          <li key={`${item.label}-${item.message}`}>
            <span className="font-semibold">{item.label}</span>
            {`: ${item.message} — `}
            <button type="button" onClick={item.onFix} className="font-semibold underline underline-offset-2">
              Corrigir
            </button>
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
