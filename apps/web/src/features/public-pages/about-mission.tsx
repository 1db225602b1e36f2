import { Eye, Gem, Target } from 'lucide-react';
import { ABOUT_PAGE, VALUES } from '../../content/about';
import { ABOUT_SECTIONS } from './section-scroll';

/** The 'Missão, Visão e Valores' section of /quemsomos (id missao, the menu's scroll target). */
export function AboutMission() {
  return (
    <section
      id={ABOUT_SECTIONS.mission}
      aria-labelledby="missao-titulo"
      className="bg-mist px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="missao-titulo"
          className="text-center text-2xl font-bold tracking-tight text-navy sm:text-3xl"
        >
          {ABOUT_PAGE.missionSectionHeading}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy/10">
            <Target aria-hidden="true" className="h-8 w-8 text-accent-strong" />
            <h3 className="mt-4 text-xl font-bold text-navy">{ABOUT_PAGE.missionHeading}</h3>
            <p className="mt-3 leading-relaxed text-ink">{ABOUT_PAGE.mission}</p>
          </article>
          <article className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy/10">
            <Eye aria-hidden="true" className="h-8 w-8 text-accent-strong" />
            <h3 className="mt-4 text-xl font-bold text-navy">{ABOUT_PAGE.visionHeading}</h3>
            <p className="mt-3 leading-relaxed text-ink">{ABOUT_PAGE.vision}</p>
          </article>
        </div>
        <div className="mt-6 rounded-3xl bg-navy p-7 text-white">
          <Gem aria-hidden="true" className="h-8 w-8 text-accent" />
          <h3 className="mt-4 text-xl font-bold">{ABOUT_PAGE.valuesHeading}</h3>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title}>
                <p className="font-semibold text-accent">{value.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-white/85">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
