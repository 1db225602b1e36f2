/** A file's extension: from its name (1 to 5 letters or digits, lower case), else from its type ('jpg' at worst). */
export function extensionOf(file: { name: string; type: string }): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  if (fromName) return fromName;
  return file.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
}
