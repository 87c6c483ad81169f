import type { Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

export const chunksOf = (bundle: Bundle) =>
  new Map(
    Object.values(bundle).flatMap((file) =>
      file.type === 'chunk' ? [[file.fileName, file] as const] : [],
    ),
  );

/** A chunk and every chunk it imports statically, at any depth (file names, itself first). */
export function staticClosure(start: Chunk, chunks: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const walk = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) walk(imported);
    }
  };
  walk(start);
  return [...seen];
}

/**
 * What the page loads at start: the app's entry (index.html's script) with the chunks it imports
 * statically, and their stylesheets. Rolldown may leave the entry an empty facade that only
 * imports the shell chunk (it does once a module has a top-level await), and Vite then leaves
 * that facade out of the page and the build: it is not among the files.
 */
export function appStart(bundle: Bundle): { files: string[]; styles: string[] } {
  const chunks = chunksOf(bundle);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (!entry) throw new Error('the build has no app entry');
  const loaded = staticClosure(entry, chunks).flatMap((name) => chunks.get(name) ?? []);
  const files = loaded.filter((chunk) => chunk.moduleIds.length > 0);
  return {
    files: files.map((chunk) => chunk.fileName),
    styles: [...new Set(loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
  };
}
