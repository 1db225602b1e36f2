// Every call of the spec answers under the canonical prefix /api/v1 and at exactly the path the
// spec shows (some have no prefix). A module registers both; the alias is hidden from the docs:
//   for (const { url, hide } of specPaths('/usuario_candidato')) app.post(url, { schema: { ...s, hide } }, h)
// Trailing slashes are optional everywhere (the router ignores them).
export const API_PREFIX = '/api/v1';

export interface RoutePath {
  url: string;
  /** True for the alias, so /api/docs lists each operation once. */
  hide: boolean;
}

/** The canonical URL (/api/v1 + path) and the bare spec alias (path). */
export function specPaths(path: string): RoutePath[] {
  const bare = path.replace(/\/+$/, '') || '/';
  return [
    { url: `${API_PREFIX}${bare}`, hide: false },
    { url: bare, hide: true },
  ];
}
