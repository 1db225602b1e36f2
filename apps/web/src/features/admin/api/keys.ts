/** The query keys of the back office; every admin mutation invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  resumo: ['admin', 'resumo'] as const,
  contatos: (query: object) => ['admin', 'contatos', query] as const,
  usuarios: (query: object) => ['admin', 'usuarios', query] as const,
  usuario: (id: number) => ['admin', 'usuario', id] as const,
  auditoria: (page: number) => ['admin', 'auditoria', page] as const,
  fila: ['admin', 'fila'] as const,
};

export const ADMIN_PAGE_SIZE = 20;
