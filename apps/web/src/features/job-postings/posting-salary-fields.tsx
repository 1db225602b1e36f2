import { maskReais } from '@app/shared';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import type { PostingFieldsProps } from './use-posting-form';

interface PostingSalaryFieldsProps extends PostingFieldsProps {
  /** The warning about an unusual salary, shown until the same figures are sent again. */
  warning: string | null;
  /** The form's submit button text, which the warning names. */
  submitLabel: string;
}

/** The posting's salary range (both optional) and the warning about an unusual one. */
export function PostingSalaryFields({
  register,
  fieldError,
  warning,
  submitLabel,
}: PostingSalaryFieldsProps) {
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Salário mínimo (R$)"
          optional
          inputMode="decimal"
          mask={maskReais}
          error={fieldError('salario_min')}
          {...register('salario_min')}
        />
        <TextField
          label="Salário máximo (R$)"
          optional
          inputMode="decimal"
          mask={maskReais}
          error={fieldError('salario_max')}
          {...register('salario_max')}
        />
      </div>
      {warning && (
        <FormAlert tone="info" className="md:col-span-2">
          {warning} Se estiver certo, clique em “{submitLabel}” de novo.
        </FormAlert>
      )}
    </>
  );
}
