import { useParams } from 'react-router';
import { ABOUT_PAGE, FOUNDERS } from '../../content/about';
import { MEETING_BUTTON_LABEL, WHATSAPP_MESSAGES } from '../../content/contact';
import { IMAGES } from '../../content/images';
import { PAGE_META } from '../../content/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { AboutMission } from './about-mission';
import { buttonClass } from './button-styles';
import { FounderCard } from './founder-card';
import { MeetingCallOut } from './meeting-call-out';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';
import { ABOUT_SECTIONS, aboutSectionFor, useSectionScroll } from './section-scroll';
import { SiteVideo } from './site-video';
import { WhatsAppLink } from './whatsapp-link';

/** The about page (/quemsomos, /quemsomos/{select}): the parameter picks the section to scroll to. */
export function AboutPage() {
  usePageMeta(PAGE_META.about);
  const { select } = useParams();
  useSectionScroll(aboutSectionFor(select), { delayMs: 250 });

  return (
    <>
      <PageHero
        id={ABOUT_SECTIONS.top}
        heading={ABOUT_PAGE.heading}
        lead={ABOUT_PAGE.lead}
        image={IMAGES.homeTeam}
      >
        <WhatsAppLink message={WHATSAPP_MESSAGES.meeting} className={buttonClass('primary')}>
          {MEETING_BUTTON_LABEL}
        </WhatsAppLink>
      </PageHero>
      <section aria-labelledby="nossa-historia" className="px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
          <div>
            <h2 id="nossa-historia" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
              {ABOUT_PAGE.historyHeading}
            </h2>
            {ABOUT_PAGE.intro.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
          </div>
          <SiteVideo name="about" />
        </div>
      </section>
      <section
        id={ABOUT_SECTIONS.founders}
        aria-labelledby="fundadores-titulo"
        className="px-4 pb-16 sm:px-6 lg:px-8"
      >
        <SectionHeading
          id="fundadores-titulo"
          title={ABOUT_PAGE.foundersHeading}
          lead={ABOUT_PAGE.foundersLead}
        />
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 lg:grid-cols-2">
          {FOUNDERS.map((founder) => (
            <FounderCard key={founder.name} founder={founder} />
          ))}
        </ul>
      </section>
      <AboutMission />
      <MeetingCallOut
        heading={ABOUT_PAGE.meetingHeading}
        text={ABOUT_PAGE.meetingText}
        message={WHATSAPP_MESSAGES.meeting}
      />
    </>
  );
}

export { AboutPage as Component };
