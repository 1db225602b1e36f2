/** A file's size as people in Brazil read it: '1,2 MB', '340 KB' (at least 1 KB). */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
}

/** 'curriculo.pdf · 1,2 MB' */
export const fileLabel = (file: { name: string; size: number }) =>
  `${file.name} · ${formatFileSize(file.size)}`;
