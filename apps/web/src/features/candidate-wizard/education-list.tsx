import { EDUCATION_LEVELS } from '@app/shared';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { RepeatableRow } from './repeatable-row';
import { emptyFormacao, type WizardDraft } from './wizard-draft';

/** 'Formação & Pós-graduação': repeatable entries of level, course, institution and completion date. */
export function EducationList() {
  const { control, register, formState } = useFormContext<WizardDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'formacoes' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.formacoes;

  return (
    <div className="flex flex-col gap-5">
      {fields.map((row, index) => (
        <RepeatableRow
          key={row.id}
          legend={`Formação ${index + 1}`}
          removeText="Remover esta formação"
          canRemove={fields.length > 1}
          onRemove={() => {
            remove(index);
            addRef.current?.focus();
          }}
        >
          <SelectField
            label="Nível de escolaridade"
            placeholder="Selecione o nível"
            options={EDUCATION_LEVELS}
            error={errors?.[index]?.nivel_escolaridade?.message}
            {...register(`formacoes.${index}.nivel_escolaridade`)}
          />
          <TextField
            label="Nome do curso"
            error={errors?.[index]?.curso?.message}
            {...register(`formacoes.${index}.curso`)}
          />
          <TextField
            label="Instituição"
            error={errors?.[index]?.instituicao?.message}
            {...register(`formacoes.${index}.instituicao`)}
          />
          <Controller
            control={control}
            name={`formacoes.${index}.data_conclusao`}
            render={({ field }) => (
              <DateField
                label="Data de conclusão"
                hint="Apenas o ano será publicado."
                error={errors?.[index]?.data_conclusao?.message}
                {...field}
              />
            )}
          />
        </RepeatableRow>
      ))}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          onClick={() => append(emptyFormacao())}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        >
          Adicionar outra formação
        </Button>
      </div>
    </div>
  );
}
