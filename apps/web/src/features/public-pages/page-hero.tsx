import type { ReactNode } from 'react';
import type { SiteImage } from '../../content/images';
import { SitePicture } from './site-picture';

interface PageHeroProps {
  /** Element id of the hero section (a scroll target). */
  id?: string;
  eyebrow?: ReactNode;
  heading: string;
  lead: string;
  image?: SiteImage;
  children?: ReactNode;
}

/** The top of a public page: the page's h1, a lead text, optional actions and an illustration. */
export function PageHero({ id, eyebrow, heading, lead, image, children }: PageHeroProps) {
  return (
    <section id={id} className="bg-mist px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          {eyebrow}
          <h1
            id="titulo-pagina"
            className="text-3xl font-extrabold tracking-tight text-navy sm:text-4xl lg:text-5xl"
          >
            {heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">{lead}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && <SitePicture image={image} priority className="mx-auto max-w-md md:max-w-none" />}
      </div>
    </section>
  );
}
