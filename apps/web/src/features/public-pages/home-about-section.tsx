import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_ABOUT } from '../../content/home';
import { buttonClass } from './button-styles';
import { SiteVideo } from './site-video';

/** 'Quem somos' on /home: a short presentation and the embedded video. */
export function HomeAboutSection() {
  return (
    <section className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="home-quem-somos" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {HOME_ABOUT.heading}
          </h2>
          {HOME_ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
          <Link to={HOME_ABOUT.link.to} className={buttonClass('primary', 'mt-7')}>
            {HOME_ABOUT.link.label}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <SiteVideo name="about" />
      </div>
    </section>
  );
}
