import type { MinhaVaga, VagaPayload } from '@app/shared';
import { type Control, Controller } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { TagInput } from '../../components/ui/tag-input';
import { TextAreaField } from '../../components/ui/text-area-field';
import { PostingBasicsFields } from './posting-basics-fields';
import { EQUIPMENT_OPTIONS, type FormValues, SOFTWARE_OPTIONS } from './posting-form-values';
import { PostingOptionsFields } from './posting-options-fields';
import { PostingSalaryFields } from './posting-salary-fields';
import { usePostingForm } from './use-posting-form';

/** 'Nova vaga' and 'Editar vaga': the posting's form, checked with the shared schema. */
export function PostingFormDialog({ vaga, onClose }: { vaga: MinhaVaga | null; onClose: () => void }) {
  const { register, control, submit, fieldError, saving, formError, salaryWarning } = usePostingForm(
    vaga,
    onClose,
  );
  const submitLabel = vaga ? 'Salvar alterações' : 'Publicar vaga';

  return (
    <Modal
      title={vaga ? 'Editar vaga' : 'Nova vaga'}
      size="5xl"
      onClose={onClose}
      dismissible={!saving}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form="vaga-form" loading={saving} loadingText="Salvando…">
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id="vaga-form" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <PostingBasicsFields register={register} fieldError={fieldError} />
        <PostingSalaryFields
          register={register}
          fieldError={fieldError}
          warning={salaryWarning}
          submitLabel={submitLabel}
        />
        <PostingOptionsFields register={register} />
        <TextAreaField
          label="Descrição"
          className="md:col-span-2"
          rows={6}
          hint="Atividades, requisitos e diferenciais da vaga."
          error={fieldError('descricao')}
          {...register('descricao')}
        />
        <TagField control={control} name="equipamentos" label="Equipamentos" options={EQUIPMENT_OPTIONS} />
        <TagField control={control} name="softwares" label="Softwares" options={SOFTWARE_OPTIONS} />
        <TagField
          control={control}
          name="beneficios"
          label="Benefícios"
          className="md:col-span-2"
          inputPlaceholder="Ex.: vale-transporte"
        />
        {formError && (
          <FormAlert tone="error" className="md:col-span-2">
            {formError}
          </FormAlert>
        )}
      </form>
    </Modal>
  );
}

interface TagFieldProps {
  control: Control<FormValues, unknown, VagaPayload>;
  name: 'equipamentos' | 'softwares' | 'beneficios';
  label: string;
  /** Suggestions; with them, free entries are accepted too. Without them the list is free text. */
  options?: readonly string[];
  inputPlaceholder?: string;
  className?: string;
}

/** A list field of the posting (equipment, software, benefits) with its message under it. */
function TagField({ control, name, label, options, inputPlaceholder, className }: TagFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={className}>
          <TagInput
            label={label}
            values={field.value}
            onChange={field.onChange}
            {...(options ? { options, freeEntry: true } : {})}
            {...(inputPlaceholder ? { inputPlaceholder } : {})}
          />
          {fieldState.error && <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>}
        </div>
      )}
    />
  );
}
