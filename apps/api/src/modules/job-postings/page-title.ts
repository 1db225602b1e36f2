// The <title> of a posting's page. Search engines show about 60–70 characters of a title and cut
// the rest; the served HTML is checked against html-validate's long-title rule (70 characters).

/** The longest <title> a page of ours gets (counted in characters of the text, before escaping). */
export const PAGE_TITLE_MAX = 70;

const chars = (text: string) => Array.from(text);
const clip = (text: string, max: number) => {
  const letters = chars(text);
  return letters.length <= max
    ? text
    : `${letters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

/**
 * '{título} em {cidade}/{UF} | {site}' when it fits in PAGE_TITLE_MAX characters; else without
 * the site's name; else the título cut short (with '…') so the place still shows; a place too
 * long to leave room for the título is cut too.
 */
export function vagaPageTitle(titulo: string, cidade: string, estado: string, siteName: string): string {
  const place = ` em ${cidade}/${estado}`;
  const full = `${titulo}${place} | ${siteName}`;
  if (chars(full).length <= PAGE_TITLE_MAX) return full;
  if (chars(titulo + place).length <= PAGE_TITLE_MAX) return titulo + place;
  const room = PAGE_TITLE_MAX - chars(place).length;
  if (room >= 20) return `${clip(titulo, room)}${place}`;
  return clip(titulo + place, PAGE_TITLE_MAX);
}

/** The title of the page answered for a posting that is closed, expired or unknown. */
export const vagaNotFoundTitle = (siteName: string) => `Vaga não encontrada | ${siteName}`;
