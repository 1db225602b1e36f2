import { Link } from 'react-router';
import type { LegalFacts } from '../../content/legal';
import { parseLegalText } from './legal-text';

const LINK_CLASS = 'font-medium text-accent-strong underline underline-offset-2 hover:text-navy';

/** A legal text with its company facts filled in, its site links and its e-mail address as links. */
export function LegalRichText({ text, facts }: { text: string; facts: LegalFacts }) {
  return (
    <>
      {parseLegalText(text, facts).map((segment, position) => {
        // Segments of one fixed text: their position is a stable key.
        const key = `${position}-${segment.kind}`;
        if (segment.kind === 'link') {
          return (
            <Link key={key} to={segment.to} className={LINK_CLASS}>
              {segment.text}
            </Link>
          );
        }
        if (segment.kind === 'email') {
          return (
            <a key={key} href={`mailto:${segment.text}`} className={`${LINK_CLASS} break-words`}>
              {segment.text}
            </a>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </>
  );
}
