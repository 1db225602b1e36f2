import type { PostingFieldsProps } from './use-posting-form';

/** The posting's checkboxes: show the salary, show the clinic's address, registration required. */
export function PostingOptionsFields({ register }: Pick<PostingFieldsProps, 'register'>) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" {...register('mostrar_salario')} />
        Exibir o salário na vaga
      </label>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4" {...register('mostrar_endereco')} />
        <span>
          Exibir o endereço da clínica na vaga
          <span className="block text-xs text-slate-500">
            Rua, número, bairro e CEP do perfil da clínica, quando a vaga é no mesmo município.
          </span>
        </span>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" {...register('registro_obrigatorio')} />
        Registro profissional no conselho obrigatório
      </label>
    </>
  );
}
