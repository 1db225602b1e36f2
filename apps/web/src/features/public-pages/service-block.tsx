import { MEETING_BUTTON_LABEL, serviceWhatsAppMessage } from '../../content/contact';
import type { Service } from '../../content/services';
import { ProposalButton } from '../proposals';
import { buttonClass } from './button-styles';
import { SitePicture } from './site-picture';
import { WhatsAppLink } from './whatsapp-link';

interface ServiceBlockProps {
  service: Service;
  /** Mirror the layout (picture on the right) on wide screens, for the alternating blocks. */
  reversed: boolean;
}

/** One of the 14 numbered service blocks of /servicos; its element id is the service number. */
export function ServiceBlock({ service, reversed }: ServiceBlockProps) {
  const number = String(service.id).padStart(2, '0');
  return (
    <section
      id={String(service.id)}
      aria-labelledby={`servico-${service.id}-titulo`}
      className={`px-4 py-12 sm:px-6 md:py-16 lg:px-8 ${reversed ? 'bg-mist' : 'bg-white'}`}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-8 md:grid-cols-2 md:gap-14">
        <SitePicture
          image={service.image}
          className={`mx-auto max-w-sm rounded-3xl md:max-w-none ${reversed ? 'md:order-2' : ''}`}
        />
        <div>
          <p className="flex items-center gap-3 text-sm font-bold tracking-widest text-accent-strong uppercase">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-navy text-base tracking-normal text-white">
              {number}
            </span>
            Serviço {service.id} de 14
          </p>
          <h2
            id={`servico-${service.id}-titulo`}
            className="mt-4 text-2xl font-bold tracking-tight text-navy sm:text-3xl"
          >
            {service.title}
          </h2>
          <p className="mt-3 text-lg font-medium text-ink">{service.summary}</p>
          <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ProposalButton servico={service.id} className={buttonClass('primary')} />
            <WhatsAppLink
              message={serviceWhatsAppMessage(service.title)}
              className={buttonClass('secondary')}
            >
              {MEETING_BUTTON_LABEL}
            </WhatsAppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
