import { AtSign, Mail, MessageCircle } from 'lucide-react';
import { useSiteConfig } from '../../lib/site-config';
import { whatsappUrl } from '../../lib/whatsapp';

/**
 * The contact block: the WhatsApp button, the e-mail and the social media link, from
 * GET /api/v1/site. A fixed minimum height keeps the footer still while loading or failing.
 */
export function FooterContact() {
  const { data, isPending } = useSiteConfig();
  const chatUrl = whatsappUrl(data?.whatsapp);

  if (isPending) {
    return (
      <div className="min-h-36 space-y-3" aria-busy="true">
        <span className="sr-only">Carregando contatos...</span>
        <div className="h-11 w-full max-w-60 animate-pulse rounded-full bg-white/10" />
        <div className="h-4 w-40 animate-pulse rounded bg-white/10" />
        <div className="h-4 w-32 animate-pulse rounded bg-white/10" />
      </div>
    );
  }

  if (!data || (!chatUrl && !data.email && !data.socialUrl)) {
    return (
      <p className="min-h-36 text-sm text-white/80">
        Nossos canais de contato estão temporariamente indisponíveis. Tente novamente mais tarde.
      </p>
    );
  }

  return (
    <div className="min-h-36 space-y-3 text-sm">
      {chatUrl && (
        <a
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-4 py-2 font-semibold leading-tight text-navy shadow transition-colors hover:bg-accent-soft"
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
          Fale conosco pelo WhatsApp
        </a>
      )}
      {data.email && (
        <p>
          <a
            href={`mailto:${data.email}`}
            className="inline-flex items-center gap-2 break-all text-white/85 hover:text-white hover:underline"
          >
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
            {data.email}
          </a>
        </p>
      )}
      {data.socialUrl && (
        <p>
          <a
            href={data.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-white/85 hover:text-white hover:underline"
          >
            <AtSign aria-hidden="true" className="h-4 w-4 shrink-0" />
            Siga-nos nas redes sociais
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </p>
      )}
    </div>
  );
}
