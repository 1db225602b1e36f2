import {
  ANUNCIO_MESSAGE_MAX,
  ANUNCIO_REPORT_MAX,
  ANUNCIO_STATUS_LABELS,
  ANUNCIO_TIPO_LABELS,
  type AnuncioDetail,
} from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag, Mail, MapPin, MessageCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { dataPageHandle } from '../../lib/data-page';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { formatDate } from '../job-postings';
import {
  anuncioKeys,
  anuncioPath,
  countView,
  fetchWhatsapp,
  useAnuncio,
  useContatoAnuncio,
  useDenunciarAnuncio,
} from './api/anuncios';
import { formatMonth, formatPrice, placeOf } from './display';
import { Gallery } from './gallery';
import { TextDialog } from './text-dialog';

const MISSING = new Set([404, 410]);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-navy/10 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-navy">{children}</dd>
    </div>
  );
}

/** 'Enviar mensagem', WhatsApp and 'Denunciar' (a visitor is sent to the login first). */
function ContactArea({ anuncio }: { anuncio: AnuncioDetail }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const [dialog, setDialog] = useState<'mensagem' | 'denuncia' | null>(null);
  const whatsapp = useQuery({
    queryKey: ['anuncios', 'whatsapp', anuncio.id],
    queryFn: () => fetchWhatsapp(anuncio.id),
    enabled: loggedIn && anuncio.whatsapp && !anuncio.meu_anuncio,
    retry: false,
  });
  const contact = useContatoAnuncio();
  const report = useDenunciarAnuncio();
  if (anuncio.meu_anuncio || anuncio.status !== 'publicado') return null;
  const login = `/login?next=${encodeURIComponent(location.pathname)}`;
  if (!loggedIn)
    return (
      <div className="rounded-2xl bg-mist p-4">
        <p className="text-slate-700">Entre na sua conta para falar com o anunciante.</p>
        <Link to={login} className={`${buttonClasses({ variant: 'primary' })} mt-3`}>
          <Mail aria-hidden className="size-4" /> Entrar para enviar mensagem
        </Link>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <Button onClick={() => setDialog('mensagem')} icon={<Mail aria-hidden className="size-4" />}>
        Enviar mensagem
      </Button>
      {whatsapp.data && (
        <a
          href={whatsapp.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <MessageCircle aria-hidden className="size-4" /> Conversar no WhatsApp
        </a>
      )}
      <Button
        variant="ghost"
        onClick={() => setDialog('denuncia')}
        icon={<Flag aria-hidden className="size-4" />}
      >
        Denunciar
      </Button>
      {dialog === 'mensagem' && (
        <TextDialog
          title={`Enviar mensagem: ${anuncio.titulo}`}
          label="Mensagem"
          hint="O anunciante recebe por e-mail e responde direto para o seu e-mail."
          maxLength={ANUNCIO_MESSAGE_MAX}
          initial={`Olá! Tenho interesse no anúncio "${anuncio.titulo}". Ainda está disponível?`}
          submitLabel="Enviar mensagem"
          onSubmit={(mensagem) =>
            contact
              .mutateAsync({ id: anuncio.id, mensagem })
              .then(() => notify.success('Mensagem enviada ao anunciante.'))
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'denuncia' && (
        <TextDialog
          title="Denunciar anúncio"
          label="Motivo"
          hint="Conte o que há de errado: golpe, aparelho diferente das fotos, preço enganoso…"
          maxLength={ANUNCIO_REPORT_MAX}
          submitLabel="Enviar denúncia"
          onSubmit={(motivo) =>
            report.mutateAsync({ id: anuncio.id, motivo }).then((answer) => notify.success(answer.detail))
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** /classificados/{id}: the ad with its gallery, details, seller and contact. */
export function AnuncioPage() {
  const id = Number(useParams().id);
  const { data: anuncio, isPending, error, refetch, isFetching } = useAnuncio(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && MISSING.has(error.status));
  usePageTitle(missing ? 'Anúncio não encontrado' : (anuncio?.titulo ?? 'Anúncio'));
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) countView(id);
  }, [id]);

  let body: ReactNode;
  if (missing)
    body = (
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10">
        <h1 className="text-3xl font-extrabold text-navy">Anúncio não encontrado</h1>
        <p className="mt-2 text-slate-700">Este anúncio foi encerrado, expirou ou não existe mais.</p>
        <Link to="/classificados" className="mt-6 inline-block font-semibold text-accent-strong underline">
          Ver todos os anúncios
        </Link>
      </div>
    );
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar o anúncio."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando anúncio…</p>;
  else
    body = (
      <article className="grid gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10 sm:p-8 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <div className="lg:col-start-2 lg:row-start-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
            {ANUNCIO_TIPO_LABELS[anuncio.tipo]} · {anuncio.categoria}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold text-navy">{anuncio.titulo}</h1>
          {anuncio.status !== 'publicado' && (
            <p className="mt-3 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
              Situação: {ANUNCIO_STATUS_LABELS[anuncio.status]}
              {anuncio.motivo_recusa && ` — ${anuncio.motivo_recusa}`}
            </p>
          )}
          <p className="mt-3 text-3xl font-extrabold text-navy">{formatPrice(anuncio.preco)}</p>
          {anuncio.negociavel && <p className="text-sm font-semibold text-slate-600">Preço negociável</p>}
          <p className="mt-2 inline-flex items-center gap-1 text-slate-700">
            <MapPin aria-hidden className="size-4" /> {placeOf(anuncio)}
          </p>
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Gallery fotos={anuncio.fotos} titulo={anuncio.titulo} />
          <h2 className="mt-8 text-xl font-bold text-navy">Descrição</h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{anuncio.descricao}</p>
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <dl className="mt-4">
            {anuncio.marca && <Detail label="Marca">{anuncio.marca}</Detail>}
            {anuncio.modelo && <Detail label="Modelo">{anuncio.modelo}</Detail>}
            {anuncio.ano_fabricacao && <Detail label="Ano de fabricação">{anuncio.ano_fabricacao}</Detail>}
            {anuncio.estado_conservacao && (
              <Detail label="Estado de conservação">{anuncio.estado_conservacao}</Detail>
            )}
            {anuncio.publicado_em && <Detail label="Publicado em">{formatDate(anuncio.publicado_em)}</Detail>}
          </dl>
          <section aria-labelledby="anunciante" className="mt-6 rounded-2xl bg-mist p-4">
            <h2 id="anunciante" className="font-bold text-navy">
              Anunciante
            </h2>
            <p className="mt-1 text-slate-800">{anuncio.vendedor.nome}</p>
            {anuncio.vendedor.cidade && (
              <p className="text-sm text-slate-700">
                {anuncio.vendedor.cidade}
                {anuncio.vendedor.estado && `/${anuncio.vendedor.estado}`}
              </p>
            )}
            <p className="text-sm text-slate-700">
              Membro desde {formatMonth(anuncio.vendedor.membro_desde)}
            </p>
          </section>
          <div className="mt-6">
            {anuncio.meu_anuncio ? (
              <Link
                to={`/classificados/${anuncio.id}/editar`}
                className={buttonClasses({ variant: 'outline' })}
              >
                Editar anúncio
              </Link>
            ) : (
              <ContactArea anuncio={anuncio} />
            )}
          </div>
        </div>
      </article>
    );
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <Link
          to="/classificados"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden className="size-4" /> Todos os anúncios
        </Link>
        {body}
      </div>
    </div>
  );
}

export { AnuncioPage as Component };

/** Rendered on the server per request (lib/data-page.ts) as a visitor sees it. */
export const handle = dataPageHandle({
  load: async ({ params }) => {
    const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
    return { queries: [{ queryKey: anuncioKeys.detailFor(id, 'visitante'), path: anuncioPath(id) }] };
  },
});
