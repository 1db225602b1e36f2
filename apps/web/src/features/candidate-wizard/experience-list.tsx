import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ExperiencePeriodFields } from '../../components/record-fields/experience-period-fields';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { RepeatableRow } from './repeatable-row';
import { emptyExperiencia, type WizardDraft } from './wizard-draft';

/** 'Experiência Profissional': repeatable entries of role, employer, period, time and main activities. */
export function ExperienceList() {
  const { control, register, watch, formState } = useFormContext<WizardDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'experiencias' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.experiencias;

  return (
    <div className="flex flex-col gap-5">
      {fields.map((row, index) => (
        <RepeatableRow
          key={row.id}
          legend={`Experiência ${index + 1}`}
          removeText="Remover esta experiência"
          canRemove={fields.length > 1}
          onRemove={() => {
            remove(index);
            addRef.current?.focus();
          }}
        >
          <TextField
            label="Cargo"
            error={errors?.[index]?.cargo?.message}
            {...register(`experiencias.${index}.cargo`)}
          />
          <ExperiencePeriodFields
            field={(name) => register(`experiencias.${index}.${name}`)}
            error={(name) => errors?.[index]?.[name]?.message}
            currentJob={watch(`experiencias.${index}.trabalho_atual`) === true}
          />
          <TextField
            label="Tempo de experiência"
            placeholder="Ex.: 2 anos e 6 meses"
            error={errors?.[index]?.tempo_experiencia?.message}
            {...register(`experiencias.${index}.tempo_experiencia`)}
          />
          <TextAreaField
            label="Principais atividades"
            className="sm:col-span-2"
            error={errors?.[index]?.descricao?.message}
            {...register(`experiencias.${index}.descricao`)}
          />
        </RepeatableRow>
      ))}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          onClick={() => append(emptyExperiencia())}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        >
          Adicionar outra experiência
        </Button>
      </div>
    </div>
  );
}
