/**
 * Whether a file matches an `accept` list as the browser's picker would: MIME types (`image/png`),
 * wildcards (`image/*`) and extensions (`.pdf`). The picker's filter is only a suggestion (users can
 * switch it to "All files"), so the component checks again.
 */
export function acceptsFile(file: File, accept: string | undefined): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter((pattern) => pattern !== '');
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}
