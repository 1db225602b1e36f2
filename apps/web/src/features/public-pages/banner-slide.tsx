import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ContentLink } from '../../content/home';
import type { SiteImage } from '../../content/images';
import { buttonClass } from './button-styles';
import { SitePicture } from './site-picture';

interface BannerSlideProps {
  title: string;
  text: string;
  link?: ContentLink;
  image: SiteImage;
  /** Element of the title: the page's h1 on the first home banner, h2 or plain text elsewhere. */
  titleAs?: 'h1' | 'h2' | 'p';
  /** The first banner is the page's main picture: loaded at once. */
  priority?: boolean;
}

/** A banner on the navy background: title, text and link on the left, illustration on the right. */
export function BannerSlide({
  title,
  text,
  link,
  image,
  titleAs = 'h2',
  priority = false,
}: BannerSlideProps) {
  const Title = titleAs;
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-6 px-1 md:grid-cols-2 md:gap-10">
      <div className="order-2 md:order-1">
        <Title className="text-3xl leading-tight font-extrabold tracking-tight text-white sm:text-4xl lg:text-5xl">
          {title}
        </Title>
        <p className="mt-4 text-lg leading-relaxed text-white/85">{text}</p>
        {link && (
          <Link to={link.to} className={buttonClass('on-dark', 'mt-7')}>
            {link.label}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
      </div>
      <SitePicture
        image={image}
        priority={priority}
        className="order-1 mx-auto max-w-sm rounded-3xl md:order-2 md:max-w-none"
      />
    </div>
  );
}
