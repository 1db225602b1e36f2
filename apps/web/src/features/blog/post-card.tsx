import type { PostCard as PostCardData } from '@app/shared';
import { Link } from 'react-router';
import { formatPostDate, readingTimeLabel } from './display';

/** An article in a list: cover, title (a link), summary, date and reading time. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-navy/10">
      {post.capa && (
        <img
          src={post.capa.url}
          alt={post.capa.alt}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-mist object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-bold text-navy">
          <Link to={`/blog/${post.slug}`} className="hover:underline focus-visible:underline">
            {post.titulo}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.resumo}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={post.publicado_em}>{formatPostDate(post.publicado_em)}</time> ·{' '}
          {readingTimeLabel(post.minutos_leitura)}
        </p>
      </div>
    </article>
  );
}
