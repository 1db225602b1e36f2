import type { PostCard as PostCardData } from '@app/shared';
import { PostCard } from './post-card';

/** 'Artigos relacionados': the cards of the articles sharing tags with the one shown. */
export function RelatedPosts({ posts }: { posts: PostCardData[] }) {
  return (
    <section aria-labelledby="relacionados-titulo" className="mt-10">
      <h2 id="relacionados-titulo" className="text-2xl font-bold text-navy">
        Artigos relacionados
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        {posts.map((related) => (
          <li key={related.slug} className="flex">
            <PostCard post={related} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
