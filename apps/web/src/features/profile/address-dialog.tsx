import { type EnderecoAnswer, type EnderecoAnyAnswer, enderecoSchema, maskCep } from '@app/shared';
import { useController, useForm } from 'react-hook-form';
import { AddressFormFields } from '../../components/ui/address-form-fields';
import { useCepFormLookup } from '../../lib/cep-lookup';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveEndereco } from './api/records';
import { EditDialog } from './edit-dialog';
import { hasFieldErrors, resolverOf } from './form-check';

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
  const outsideCity = useController({ control, name: 'deseja_atuar_fora' }).field;
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
      draftName="endereco"
      form={form}
      title="Editar Endereço"
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      invalid={hasFieldErrors(errors)}
    >
      <AddressFormFields
        lookup={cep}
        register={register}
        errors={errors}
        outsideCity={outsideCity}
        gap="gap-5"
      />
    </EditDialog>
  );
}
