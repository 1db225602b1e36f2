import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel';
import { HOME_SERVICE_SLIDES, HOME_SERVICES } from '../../content/home';
import { ProposalButton } from '../proposals';
import { buttonClass } from './button-styles';
import { SectionHeading } from './section-heading';
import { ServiceSlide } from './service-slide';

/** 'Nossos serviços' on /home: a carousel of three slides grouping the 14 services. */
export function HomeServicesCarousel() {
  return (
    <section aria-labelledby="home-servicos" className="bg-mist px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="home-servicos" title={HOME_SERVICES.heading} lead={HOME_SERVICES.lead} />
      <Carousel
        label="Serviços em destaque"
        className="mt-10"
        slides={HOME_SERVICE_SLIDES.map((slide) => <ServiceSlide key={slide.title} {...slide} />)}
      />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={HOME_SERVICES.link.to} className={buttonClass('secondary')}>
          {HOME_SERVICES.link.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
        <ProposalButton className={buttonClass('primary')} />
      </div>
    </section>
  );
}
