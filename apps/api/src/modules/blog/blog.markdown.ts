// The articles' Markdown rendered to HTML on the server (markdown-it, docs/decisions/0073), safe to
// put in a page as it is:
// - raw HTML in the text is not HTML (html: false): '<script>' and 'onerror=' show as text;
// - links only to http(s), mailto, tel, relative paths and anchors (markdown-it's own check
//   refuses javascript:, vbscript:, file: and data: other than images), each with rel="noopener"
//   (and nofollow, target _blank for other sites);
// - images only from our own storage (/blog/imagens/{id}, relative or on PUBLIC_URL): the reader's
//   browser never fetches an image from elsewhere; another image becomes a link with its alt text.
import MarkdownIt from 'markdown-it';

/** The stable address of an uploaded blog image (blog.seo.ts answers it). */
export const blogImagePath = (id: number) => `/blog/imagens/${id}`;
const OWN_IMAGE = /^\/blog\/imagens\/\d{1,9}$/;

export function createRenderer(publicUrl: string) {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });
  const origin = new URL(publicUrl).origin;

  /** The path of one of our images at `src` (relative, or absolute on PUBLIC_URL), else null. */
  const ownImage = (src: string): string | null => {
    if (OWN_IMAGE.test(src)) return src;
    try {
      const url = new URL(src);
      return url.origin === origin && OWN_IMAGE.test(url.pathname) && !url.search ? url.pathname : null;
    } catch {
      return null;
    }
  };
  const external = (href: string) => {
    try {
      return new URL(href, publicUrl).origin !== origin;
    } catch {
      return true;
    }
  };

  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx];
    if (token) {
      const href = String(token.attrGet('href') ?? '');
      if (external(href) && !/^(mailto|tel):/i.test(href)) {
        token.attrSet('rel', 'noopener noreferrer nofollow');
        token.attrSet('target', '_blank');
      } else token.attrSet('rel', 'noopener');
    }
    return self.renderToken(tokens, idx, options);
  };

  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (!token) return '';
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    const src = String(token.attrGet('src') ?? '');
    const own = ownImage(src);
    const esc = md.utils.escapeHtml;
    if (own) {
      const title = token.attrGet('title');
      const titleText = title === null || title === undefined ? '' : String(title);
      return `<img src="${esc(own)}" alt="${esc(alt)}" loading="lazy" decoding="async"${titleText ? ` title="${esc(titleText)}"` : ''}>`;
    }
    // Another site's image is not fetched: a link to it (when it is a link at all), else its text.
    if (/^https?:\/\//i.test(src) && md.validateLink(src)) {
      return `<a href="${esc(src)}" rel="noopener noreferrer nofollow" target="_blank">${esc(alt || 'Imagem externa')}</a>`;
    }
    return esc(alt);
  };

  // Headings of the body start at <h2> (the article's title is the page's only <h1>).
  md.core.ruler.push('shift_headings', (state) => {
    for (const token of state.tokens) {
      if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1')
        token.tag = 'h2';
    }
  });

  return (markdown: string): string => md.render(markdown);
}

/** The plain text of rendered HTML (for descriptions and the feed's summary). */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
