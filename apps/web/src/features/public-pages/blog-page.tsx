import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_PAGE } from '../../content/coming-soon';
import { PAGE_META } from '../../content/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { buttonClass } from './button-styles';
import { ComingSoonBadge } from './coming-soon-badge';
import { PageHero } from './page-hero';

/** The blog placeholder (/blog): coming soon. */
export function BlogPage() {
  usePageMeta(PAGE_META.blog);
  return (
    <PageHero
      eyebrow={<ComingSoonBadge className="mb-4" />}
      heading={BLOG_PAGE.heading}
      lead={BLOG_PAGE.lead}
      image={BLOG_PAGE.image}
    >
      <Link to={BLOG_PAGE.link.to} className={buttonClass('primary')}>
        {BLOG_PAGE.link.label}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </PageHero>
  );
}

export { BlogPage as Component };
