import {
  ANUNCIO_CATEGORIAS,
  ANUNCIO_DESCRIPTION_MAX,
  ANUNCIO_TITLE_MAX,
  type AnuncioDetail,
} from '@app/shared';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { AnuncioDetailFields } from './anuncio-detail-fields';
import { AnuncioPhotosField } from './anuncio-photos-field';
import { useAnuncio } from './api/anuncios';
import { useAnuncioForm } from './use-anuncio-form';

/** The ad's form: new, or editing `anuncio` (sent for moderation again). */
function AnuncioForm({ anuncio }: { anuncio?: AnuncioDetail }) {
  const { register, watch, setValue, msg, photos, submit, busy, formError } = useAnuncioForm(anuncio);
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
      <AnuncioDetailFields register={register} setValue={setValue} msg={msg} tipo={watch('tipo')} />
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
      <AnuncioPhotosField {...photos} />
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
