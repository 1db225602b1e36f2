import { maskMonthYear } from '@app/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/text-field';

type PeriodField = 'empresa' | 'inicio' | 'fim' | 'trabalho_atual';

interface ExperiencePeriodFieldsProps {
  /** The form's registration of each field of this row. */
  field: (name: PeriodField) => UseFormRegisterReturn;
  error: (name: Exclude<PeriodField, 'trabalho_atual'>) => string | undefined;
  /** 'Trabalho atual' is ticked: there is no end. */
  currentJob: boolean;
}

/**
 * Where and when an experiência was: Empresa, Início and Fim (typed mm/aaaa) and 'Trabalho atual',
 * so that a clinic can check references. The same fields in the wizard and in 'Editar Experiência'.
 */
export function ExperiencePeriodFields({ field, error, currentJob }: ExperiencePeriodFieldsProps) {
  return (
    <>
      <TextField label="Empresa" autoComplete="organization" error={error('empresa')} {...field('empresa')} />
      <TextField
        label="Início"
        inputMode="numeric"
        placeholder="mm/aaaa"
        maxLength={7}
        mask={maskMonthYear}
        error={error('inicio')}
        {...field('inicio')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label="Fim"
          inputMode="numeric"
          placeholder="mm/aaaa"
          maxLength={7}
          mask={maskMonthYear}
          disabled={currentJob}
          error={error('fim')}
          {...field('fim')}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-accent-strong"
            {...field('trabalho_atual')}
          />
          Trabalho atual
        </label>
      </div>
    </>
  );
}
