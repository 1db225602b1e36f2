import { Link } from 'react-router';

/** The article's tags, each a link to the list of that tag. */
export function TagLinks({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            className="inline-flex min-h-11 items-center rounded-full bg-accent-soft px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-white"
          >
            {`#${tag}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
