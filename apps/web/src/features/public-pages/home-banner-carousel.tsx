import { Carousel } from '../../components/ui/carousel';
import { HOME_BANNERS } from '../../content/home';
import { BannerSlide } from './banner-slide';

/** The 3 banners at the top of /home; the first banner's title is the page's h1. */
export function HomeBannerCarousel() {
  return (
    <div className="bg-gradient-to-b from-navy to-navy-light px-4 pt-8 pb-10 sm:px-6 md:pt-12 lg:px-8">
      <Carousel
        label="Destaques"
        tone="dark"
        autoplayMs={7000}
        slides={HOME_BANNERS.map((banner, index) => (
          <BannerSlide
            key={banner.title}
            {...banner}
            titleAs={index === 0 ? 'h1' : 'h2'}
            priority={index === 0}
          />
        ))}
      />
    </div>
  );
}
