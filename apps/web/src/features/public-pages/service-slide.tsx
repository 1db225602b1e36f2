import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ServiceSlide as ServiceSlideContent } from '../../content/home';
import { SERVICES } from '../../content/services';
import { SitePicture } from './site-picture';

/** A slide of the home services carousel: a group of services, each linking to its block. */
export function ServiceSlide({ title, text, serviceIds, image }: ServiceSlideContent) {
  const services = SERVICES.filter((service) => serviceIds.includes(service.id));
  return (
    <div className="mx-auto grid h-full max-w-5xl items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-8 md:grid-cols-[2fr_3fr]">
      <SitePicture image={image} decorative className="mx-auto max-w-xs rounded-2xl md:max-w-none" />
      <div>
        <h3 className="text-xl font-bold text-navy sm:text-2xl">{title}</h3>
        <p className="mt-2 text-muted">{text}</p>
        <ul className="mt-5 space-y-2">
          {services.map((service) => (
            <li key={service.id} className="flex gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-strong" />
              <Link
                to={`/servicos/${service.id}`}
                className="font-medium text-navy underline decoration-accent/60 underline-offset-4 hover:text-accent-strong"
              >
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
