// The session token a request carries, read the same way everywhere (auth, error codes).

/** The token of an Authorization header: 'Bearer <t>', '<t>', with or without quotes. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const unquote = (s: string) =>
    s
      .trim()
      .replace(/^['"]+|['"]+$/g, '')
      .trim();
  const token = unquote(unquote(header).replace(/^bearer\s+/i, ''));
  return token.length > 0 ? token : null;
}
