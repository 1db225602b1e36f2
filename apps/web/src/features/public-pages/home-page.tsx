import { PAGE_META } from '../../content/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { PersonalStripSlot } from '../account-summary';
import { HomeAboutSection } from './home-about-section';
import { HomeBannerCarousel } from './home-banner-carousel';
import { HomeClassifiedsTeaser } from './home-classifieds-teaser';
import { HomeJobsStrip } from './home-jobs-strip';
import { HomeServicesCarousel } from './home-services-carousel';
import { HomeSignupCallouts } from './home-signup-callouts';
import { HomeTestimonials } from './home-testimonials';

/** The landing page (/home); a signed-in person's strip first, rendered in the browser only. */
export function HomePage() {
  usePageMeta(PAGE_META.home);
  return (
    <>
      <PersonalStripSlot />
      <HomeBannerCarousel />
      <HomeAboutSection />
      <HomeServicesCarousel />
      <HomeJobsStrip />
      <HomeSignupCallouts />
      <HomeTestimonials />
      <HomeClassifiedsTeaser />
    </>
  );
}

export { HomePage as Component };
