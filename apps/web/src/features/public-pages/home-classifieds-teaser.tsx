import { ArrowRight, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_CLASSIFIEDS } from '../../content/home';
import { buttonClass } from './button-styles';

/** The classifieds teaser of /home, linking to /classificados. */
export function HomeClassifiedsTeaser() {
  return (
    <section aria-labelledby="home-classificados" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 rounded-3xl bg-mist p-8 ring-1 ring-navy/10 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-accent-strong shadow-sm">
            <Tag aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h2 id="home-classificados" className="text-2xl font-bold text-navy">
              {HOME_CLASSIFIEDS.heading}
            </h2>
            <p className="mt-2 text-muted">{HOME_CLASSIFIEDS.text}</p>
          </div>
        </div>
        <Link
          to={HOME_CLASSIFIEDS.link.to}
          className={buttonClass('secondary', 'shrink-0 self-start md:self-center')}
        >
          {HOME_CLASSIFIEDS.link.label}
          <span className="sr-only"> sobre os classificados</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
