import {
  ANUNCIO_CATEGORIAS,
  ANUNCIO_DESCRIPTION_MAX,
  ANUNCIO_MARCAS,
  ANUNCIO_PHOTOS_MAX,
  ANUNCIO_TITLE_MAX,
  type AnuncioDetail,
  type AnuncioInput,
  type AnuncioPayload,
  anuncioInputSchema,
  ESTADOS_CONSERVACAO,
  maskReais,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { shrinkPhoto } from '../../lib/image-shrink';
import { notify } from '../../lib/notify';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { stateOptions } from '../../lib/state-options';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { AnuncioPhotosField } from './anuncio-photos-field';
import { useAnuncio, useDeleteFoto, useSaveAnuncio, useUploadFotos } from './api/anuncios';

interface FormValues {
  tipo: string;
  titulo: string;
  categoria: string;
  marca: string;
  modelo: string;
  ano_fabricacao: string;
  estado_conservacao: string;
  preco: string;
  negociavel: boolean;
  descricao: string;
  estado: string;
  cidade: string;
  mostrar_telefone: boolean;
}
const FIELDS = Object.keys(anuncioInputSchema.shape);
const STATES = stateOptions((s) => `${s.nome} (${s.uf})`);

const defaultsOf = (a: AnuncioDetail | undefined): FormValues => ({
  tipo: a?.tipo ?? 'venda',
  titulo: a?.titulo ?? '',
  categoria: a?.categoria ?? '',
  marca: a?.marca ?? '',
  modelo: a?.modelo ?? '',
  ano_fabricacao: a?.ano_fabricacao ? String(a.ano_fabricacao) : '',
  estado_conservacao: a?.estado_conservacao ?? '',
  preco: a?.preco === null || a?.preco === undefined ? '' : maskReais(String(a.preco).replace('.', ',')),
  negociavel: a?.negociavel ?? false,
  descricao: a?.descricao ?? '',
  estado: a?.estado ?? '',
  cidade: a?.cidade ?? '',
  mostrar_telefone: a?.mostrar_telefone ?? false,
});

/** The form's text as the shared schema reads it (blank condition: none). */
const toInput = (v: FormValues): AnuncioInput => ({
  ...v,
  tipo: v.tipo as AnuncioInput['tipo'],
  estado_conservacao: v.estado_conservacao || null,
  preco: v.preco.trim() || null,
});
const resolver = zodResolver(anuncioInputSchema);

function AnuncioForm({ anuncio }: { anuncio?: AnuncioDetail }) {
  const navigate = useNavigate();
  const save = useSaveAnuncio();
  const upload = useUploadFotos();
  const removePhoto = useDeleteFoto();
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const kept = anuncio?.fotos ?? [];
  const room = ANUNCIO_PHOTOS_MAX - kept.length - files.length;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: defaultsOf(anuncio),
    resolver: (values, context, options) =>
      // biome-ignore lint/suspicious/noExplicitAny: the form's text goes through the shared schema as the API reads it
      resolver(toInput(values) as any, context, options as any) as any,
  });
  const msg = (name: keyof FormValues) => errors[name]?.message ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    setShrinking(true);
    const shrunk = await Promise.all(chosen.map((file) => shrinkPhoto(file)));
    setShrinking(false);
    setFiles((current) => [...current, ...shrunk]);
  };

  // The resolver hands over the values as the shared schema parsed them (the API's payload).
  const submit = handleSubmit(async (parsed) => {
    setFormError(null);
    try {
      const input = parsed as unknown as AnuncioPayload;
      const id = anuncio ? anuncio.id : (await save.mutateAsync({ input })).id;
      if (anuncio) await save.mutateAsync({ id, input });
      if (files.length > 0) await upload.mutateAsync({ id, files });
      notify.success('Anúncio enviado para moderação. Você recebe um e-mail quando ele for publicado.');
      navigate('/meus-anuncios');
    } catch (err) {
      if (!showServerFieldErrors(err, setError, FIELDS as (keyof FormValues)[]))
        setFormError(err instanceof ApiError ? err.message : 'Não foi possível salvar o anúncio.');
    }
  });
  const busy = save.isPending || upload.isPending || shrinking;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10 sm:p-8"
    >
      <SelectField
        label="Tipo do anúncio"
        options={[
          { value: 'venda', label: 'Venda (quero vender)' },
          { value: 'compra', label: 'Procura (quero comprar)' },
        ]}
        error={msg('tipo')}
        {...register('tipo')}
      />
      <TextField label="Título" maxLength={ANUNCIO_TITLE_MAX} error={msg('titulo')} {...register('titulo')} />
      <SelectField
        label="Categoria"
        placeholder="Selecione"
        options={ANUNCIO_CATEGORIAS}
        error={msg('categoria')}
        {...register('categoria')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Marca" optional list="anuncio-marcas" error={msg('marca')} {...register('marca')} />
        <datalist id="anuncio-marcas">
          {ANUNCIO_MARCAS.map((marca) => (
            <option key={marca} value={marca} />
          ))}
        </datalist>
        <TextField label="Modelo" optional error={msg('modelo')} {...register('modelo')} />
        <TextField
          label="Ano de fabricação"
          optional
          inputMode="numeric"
          maxLength={4}
          error={msg('ano_fabricacao')}
          {...register('ano_fabricacao')}
        />
        <SelectField
          label="Estado de conservação"
          placeholder={watch('tipo') === 'compra' ? 'Qualquer' : 'Selecione'}
          options={ESTADOS_CONSERVACAO}
          error={msg('estado_conservacao')}
          {...register('estado_conservacao')}
        />
        <TextField
          label="Preço (R$)"
          optional
          inputMode="decimal"
          hint="Deixe em branco para 'A combinar'."
          error={msg('preco')}
          {...register('preco', { onChange: (e) => setValue('preco', maskReais(e.target.value)) })}
        />
        <label className="flex items-center gap-2 self-end pb-3 text-slate-800">
          <input type="checkbox" className="size-5" {...register('negociavel')} /> Preço negociável
        </label>
        <SelectField
          label="Estado"
          placeholder="Selecione"
          options={STATES}
          error={msg('estado')}
          {...register('estado')}
        />
        <TextField label="Cidade" error={msg('cidade')} {...register('cidade')} />
      </div>
      <TextAreaField
        label="Descrição"
        rows={6}
        maxLength={ANUNCIO_DESCRIPTION_MAX}
        error={msg('descricao')}
        {...register('descricao')}
      />
      <label className="flex items-center gap-2 text-slate-800">
        <input type="checkbox" className="size-5" {...register('mostrar_telefone')} /> Mostrar botão de
        WhatsApp com o telefone do meu cadastro
      </label>
      <AnuncioPhotosField
        kept={kept}
        files={files}
        onRemoveKept={(foto) => anuncio && removePhoto.mutate({ id: anuncio.id, fotoId: foto.id })}
        onRemoveFile={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
        room={room}
        onChoose={choose}
        shrinking={shrinking}
      />
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy} loadingText="Enviando…">
          {anuncio ? 'Salvar e enviar para moderação' : 'Enviar para moderação'}
        </Button>
        <Link to="/meus-anuncios" className="self-center font-semibold text-accent-strong underline">
          Cancelar
        </Link>
      </div>
    </form>
  );
}

/** /classificados/novo and /classificados/{id}/editar: the ad's form on the shared contract. */
export function AnuncioFormPage() {
  const { loggedIn } = useSession();
  const params = useParams();
  const id = params.id ? Number(params.id) : 0;
  const { data, isPending, error } = useAnuncio(id);
  usePageTitle(id ? 'Editar anúncio' : 'Anunciar equipamento');
  let body: React.ReactNode;
  if (!loggedIn)
    body = (
      <p>
        <Link
          to={`/login?next=${encodeURIComponent(id ? `/classificados/${id}/editar` : '/classificados/novo')}`}
          className="font-semibold text-accent-strong underline"
        >
          Entre na sua conta
        </Link>{' '}
        para anunciar.
      </p>
    );
  else if (!id) body = <AnuncioForm />;
  else if (error)
    body = (
      <FormAlert tone="error">
        {error instanceof ApiError ? error.message : 'Anúncio não encontrado.'}
      </FormAlert>
    );
  else if (isPending) body = <p className="text-slate-600">Carregando anúncio…</p>;
  else body = <AnuncioForm key={data.id} anuncio={data} />;
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-2 text-3xl font-extrabold text-navy">
          {id ? 'Editar anúncio' : 'Anunciar equipamento'}
        </h1>
        <p className="mb-6 text-slate-700">
          Todo anúncio passa pela moderação da equipe antes de aparecer nos Classificados.
        </p>
        {body}
      </div>
    </div>
  );
}

export { AnuncioFormPage as Component };
