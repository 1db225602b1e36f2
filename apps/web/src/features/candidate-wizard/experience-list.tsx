import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { RepeatableRow } from './repeatable-row';
import type { DraftUpdate } from './use-candidate-wizard';
import { type ExperienciaDraft, emptyExperiencia } from './wizard-draft';

/** 'Experiência Profissional': repeatable entries of role, time and main activities. */
export function ExperienceList({
  experiencias,
  update,
}: {
  experiencias: ExperienciaDraft[];
  update: DraftUpdate;
}) {
  const [added, setAdded] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const patch = (key: number, values: Partial<ExperienciaDraft>) =>
    update((d) => ({
      ...d,
      experiencias: d.experiencias.map((e) => (e.key === key ? { ...e, ...values } : e)),
    }));
  const add = () => {
    const row = emptyExperiencia();
    setAdded(row.key);
    update((d) => ({ ...d, experiencias: [...d.experiencias, row] }));
  };
  const remove = (key: number) => {
    update((d) => ({ ...d, experiencias: d.experiencias.filter((e) => e.key !== key) }));
    addRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      {experiencias.map((e, index) => (
        <RepeatableRow
          key={e.key}
          legend={`Experiência ${index + 1}`}
          removeText="Remover esta experiência"
          canRemove={experiencias.length > 1}
          onRemove={() => remove(e.key)}
        >
          <TextField
            label="Cargo"
            value={e.cargo}
            autoFocus={e.key === added}
            onChange={(event) => patch(e.key, { cargo: event.target.value })}
          />
          <TextField
            label="Tempo de experiência"
            placeholder="Ex.: 2 anos e 6 meses"
            value={e.tempo_experiencia}
            onChange={(event) => patch(e.key, { tempo_experiencia: event.target.value })}
          />
          <TextAreaField
            label="Principais atividades"
            className="sm:col-span-2"
            value={e.descricao}
            onChange={(event) => patch(e.key, { descricao: event.target.value })}
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
          Adicionar outra experiência
        </Button>
      </div>
    </div>
  );
}
