import { useParams } from 'react-router';
import { MEETING_BUTTON_LABEL, WHATSAPP_MESSAGES } from '../../content/contact';
import { IMAGES } from '../../content/images';
import { PAGE_META } from '../../content/page-meta';
import { SERVICES, SERVICES_PAGE } from '../../content/services';
import { usePageMeta } from '../../lib/use-page-meta';
import { ProposalButton } from '../proposals';
import { buttonClass } from './button-styles';
import { MeetingCallOut } from './meeting-call-out';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';
import { SERVICES_SCROLL_OFFSET, serviceSectionFor, useSectionScroll } from './section-scroll';
import { ServiceBlock } from './service-block';
import { ServicesIndex } from './services-index';
import { SiteVideo } from './site-video';
import { WhatsAppLink } from './whatsapp-link';

/** The services page (/servicos, /servicos/{1..14}): the parameter scrolls to its block. */
export function ServicesPage() {
  usePageMeta(PAGE_META.services);
  const { select } = useParams();
  useSectionScroll(serviceSectionFor(select, SERVICES.length), {
    delayMs: 250,
    offset: SERVICES_SCROLL_OFFSET,
  });

  return (
    <>
      <PageHero heading={SERVICES_PAGE.heading} lead={SERVICES_PAGE.lead} image={IMAGES.servicesHero}>
        <WhatsAppLink message={WHATSAPP_MESSAGES.services} className={buttonClass('primary')}>
          {MEETING_BUTTON_LABEL}
        </WhatsAppLink>
        <ProposalButton className={buttonClass('secondary')} />
      </PageHero>
      <section aria-labelledby="servicos-introducao" className="px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="servicos-introducao" title={SERVICES_PAGE.introHeading} />
        <div className="mx-auto mt-6 max-w-3xl space-y-4 text-center leading-relaxed text-ink">
          {SERVICES_PAGE.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ServicesIndex />
      </section>
      {SERVICES.map((service, index) => (
        <ServiceBlock key={service.id} service={service} reversed={index % 2 === 1} />
      ))}
      <MeetingCallOut
        heading={SERVICES_PAGE.meetingHeading}
        text={SERVICES_PAGE.meetingText}
        message={WHATSAPP_MESSAGES.services}
      />
      <section aria-labelledby="servicos-video" className="px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="servicos-video" title={SERVICES_PAGE.videoHeading} />
        <SiteVideo name="services" className="mx-auto mt-8 max-w-4xl" />
      </section>
    </>
  );
}

export { ServicesPage as Component };
