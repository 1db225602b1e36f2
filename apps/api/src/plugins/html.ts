// Text put into HTML by the server: escaped for elements and attributes, or as JSON in <script>.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON safe inside <script>: no '<', '>', '&' or line separators can end or confuse the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A link of a message page: its address (absolute, or a path of the site) and its text. */
export interface PageLink {
  href: string;
  text: string;
}

/**
 * The small page a link from an e-mail answers (an unsubscribe, a confirmation, a renewal): a
 * title, its paragraphs and the ways on, not indexed. One look for all of them.
 */
export function messagePage(
  siteName: string,
  title: string,
  paragraphs: string[],
  links: PageLink[],
): string {
  const ways = links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(siteName)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.4rem}a{color:#0e7490}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${ways}</p>
</body>
</html>`;
}
