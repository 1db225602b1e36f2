import { type EnderecoAnswer, type EnderecoAnyAnswer, enderecoSchema, maskCep, STATES } from '@app/shared';
import { Controller, useForm } from 'react-hook-form';
import { CepField } from '../../components/ui/cep-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { useCepFormLookup } from '../../lib/cep-lookup';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveEndereco } from './api/records';
import { EditDialog } from './edit-dialog';
import { hasFieldErrors, resolverOf } from './form-check';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.uf} - ${s.nome}` }));

const TEXT_FIELDS = ['logradouro', 'numero', 'bairro', 'complemento', 'cidade', 'estado', 'cep'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type EnderecoForm = Record<TextFieldName, string> & { deseja_atuar_fora: boolean };

function formOf(endereco: Partial<EnderecoAnswer> | null | undefined): EnderecoForm {
  const form = { deseja_atuar_fora: endereco?.deseja_atuar_fora === true } as EnderecoForm;
  for (const field of TEXT_FIELDS) form[field] = endereco?.[field] ?? '';
  form.estado = form.estado.toUpperCase();
  form.cep = maskCep(form.cep);
  return form;
}

interface AddressDialogProps {
  candidateId: string;
  endereco: EnderecoAnyAnswer | null | undefined;
  onClose: () => void;
}

/** 'Editar Endereço' of a candidate: PUT /api/v1/endereco_candidato/{id}. */
export function AddressDialog({ candidateId, endereco, onClose }: AddressDialogProps) {
  const form = useForm<EnderecoForm>({
    defaultValues: formOf(endereco),
    resolver: resolverOf<EnderecoForm>(enderecoSchema),
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const cep = useCepFormLookup(form, {
    rua: 'logradouro',
    bairro: 'bairro',
    cidade: 'cidade',
    estado: 'estado',
  });
  const save = useSaveEndereco(candidateId);
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    const body: Record<string, unknown> = { usuario_candidato_id: Number(candidateId) };
    for (const field of TEXT_FIELDS) body[field] = values[field].trim();
    body.cep = values.cep.replace(/\D/g, '');
    body.deseja_atuar_fora = values.deseja_atuar_fora;
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) =>
        showServerFieldErrors(error, setError, (field) =>
          (TEXT_FIELDS as readonly string[]).includes(field) ? field : null,
        ),
    });
  }, save.reset);

  return (
    <EditDialog
      title="Editar Endereço"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      invalid={hasFieldErrors(errors)}
    >
      <div className="grid gap-5 sm:grid-cols-6">
        <CepField lookup={cep} {...register('cep')} error={errors.cep?.message} />
        <TextField
          label="Logradouro"
          autoComplete="address-line1"
          className="sm:col-span-4 sm:col-start-1"
          {...register('logradouro')}
          error={errors.logradouro?.message}
        />
        <TextField
          label="Número"
          className="sm:col-span-2"
          {...register('numero')}
          error={errors.numero?.message}
        />
        <TextField
          label="Complemento"
          autoComplete="address-line2"
          className="sm:col-span-3"
          {...register('complemento')}
          error={errors.complemento?.message}
        />
        <TextField
          label="Bairro"
          className="sm:col-span-3"
          {...register('bairro')}
          error={errors.bairro?.message}
        />
        <TextField
          label="Cidade"
          autoComplete="address-level2"
          className="sm:col-span-3"
          {...register('cidade')}
          error={errors.cidade?.message}
        />
        <SelectField
          label="Estado"
          placeholder="Selecione o estado"
          options={STATE_OPTIONS}
          className="sm:col-span-3"
          {...register('estado')}
          error={errors.estado?.message}
        />
        <Controller
          control={control}
          name="deseja_atuar_fora"
          render={({ field }) => (
            <YesNoSelect
              label="Deseja atuar fora da sua cidade?"
              className="sm:col-span-6"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </EditDialog>
  );
}
