import { EDUCATION_LEVELS } from '@app/shared';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { RepeatableRow } from './repeatable-row';
import type { DraftUpdate } from './use-candidate-wizard';
import { emptyFormacao, type FormacaoDraft } from './wizard-draft';

/** 'Formação & Pós-graduação': repeatable entries of level, course, institution and completion date. */
export function EducationList({ formacoes, update }: { formacoes: FormacaoDraft[]; update: DraftUpdate }) {
  const [added, setAdded] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const patch = (key: number, values: Partial<FormacaoDraft>) =>
    update((d) => ({ ...d, formacoes: d.formacoes.map((f) => (f.key === key ? { ...f, ...values } : f)) }));
  const add = () => {
    const row = emptyFormacao();
    setAdded(row.key);
    update((d) => ({ ...d, formacoes: [...d.formacoes, row] }));
  };
  const remove = (key: number) => {
    update((d) => ({ ...d, formacoes: d.formacoes.filter((f) => f.key !== key) }));
    addRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      {formacoes.map((f, index) => (
        <RepeatableRow
          key={f.key}
          legend={`Formação ${index + 1}`}
          removeText="Remover esta formação"
          canRemove={formacoes.length > 1}
          onRemove={() => remove(f.key)}
        >
          <SelectField
            label="Nível de escolaridade"
            placeholder="Selecione o nível"
            options={EDUCATION_LEVELS}
            value={f.nivel_escolaridade}
            autoFocus={f.key === added}
            onChange={(e) => patch(f.key, { nivel_escolaridade: e.target.value })}
          />
          <TextField
            label="Nome do curso"
            value={f.curso}
            onChange={(e) => patch(f.key, { curso: e.target.value })}
          />
          <TextField
            label="Instituição"
            value={f.instituicao}
            onChange={(e) => patch(f.key, { instituicao: e.target.value })}
          />
          <TextField
            label="Data de conclusão"
            type="date"
            max={`${new Date().getFullYear() + 10}-12-31`}
            hint="Apenas o ano será publicado."
            value={f.data_conclusao}
            onChange={(e) => patch(f.key, { data_conclusao: e.target.value })}
          />
        </RepeatableRow>
      ))}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          onClick={add}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        >
          Adicionar outra formação
        </Button>
      </div>
    </div>
  );
}
