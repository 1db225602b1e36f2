import { ANUNCIO_MESSAGE_MAX, ANUNCIO_REPORT_MAX, type AnuncioDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { Flag, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { fetchWhatsapp, useContatoAnuncio, useDenunciarAnuncio } from './api/anuncios';
import { TextDialog } from './text-dialog';

/** 'Enviar mensagem', WhatsApp and 'Denunciar' (a visitor is sent to the login first). */
export function ContactArea({ anuncio }: { anuncio: AnuncioDetail }) {
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
