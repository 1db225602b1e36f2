import type { PostDetail } from '@app/shared';
import { formatPostDate, readingTimeLabel } from './display';
import { PROSE_CLASSES } from './prose';
import { TagLinks } from './tag-links';

/** A published article as its page shows it: cover, title, author, date, tags, summary and text. */
export function PostArticle({ post }: { post: PostDetail }) {
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-navy/10">
      {post.capa && (
        <img
          src={post.capa.url}
          alt={post.capa.alt}
          width={1200}
          height={630}
          fetchPriority="high"
          className="aspect-[1200/630] w-full bg-mist object-cover"
        />
      )}
      <div className="p-6 sm:p-10">
        <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">{post.titulo}</h1>
        <p className="mt-3 text-slate-700">
          Por <span className="font-semibold">{post.autor}</span> ·{' '}
          <time dateTime={post.publicado_em}>{formatPostDate(post.publicado_em)}</time> ·{' '}
          {readingTimeLabel(post.minutos_leitura)}
        </p>
        <div className="mt-4">
          <TagLinks tags={post.tags} />
        </div>
        <p className="mt-6 text-lg text-slate-800">{post.resumo}</p>
        <div
          className={`mt-6 ${PROSE_CLASSES}`}
          // Rendered and sanitised by the API (modules/blog/blog.markdown.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </div>
    </article>
  );
}
