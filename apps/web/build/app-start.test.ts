import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { appStart } from './app-start.ts';

type ChunkFields = {
  name: string;
  isEntry?: boolean;
  imports?: string[];
  modules?: string[];
  css?: string[];
};
const chunk = (fileName: string, fields: ChunkFields) =>
  ({
    type: 'chunk',
    fileName,
    name: fields.name,
    isEntry: fields.isEntry ?? false,
    imports: fields.imports ?? [],
    moduleIds: fields.modules ?? [`/src/${fields.name}.ts`],
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;
const bundleOf = (...chunks: Rolldown.OutputChunk[]) =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;

const runtime = chunk('assets/runtime.js', { name: 'rolldown-runtime' });
const screen = chunk('assets/screen.js', { name: 'screen', imports: ['assets/runtime.js'] });

describe("the page's start files (apps/web/build/app-start.ts)", () => {
  it('are the entry and what it imports statically, with their stylesheets', () => {
    const entry = chunk('assets/index.js', {
      name: 'index',
      isEntry: true,
      imports: ['assets/runtime.js'],
      css: ['assets/index.css'],
    });
    expect(appStart(bundleOf(entry, runtime, screen))).toEqual({
      files: ['assets/index.js', 'assets/runtime.js'],
      styles: ['assets/index.css'],
    });
  });

  it('leave out an entry that is an empty facade (Vite does not write it): the shell it imports starts the page', () => {
    const facade = chunk('assets/index.js', {
      name: 'index',
      isEntry: true,
      imports: ['assets/shell.js'],
      modules: [],
    });
    const shell = chunk('assets/shell.js', {
      name: 'shell',
      imports: ['assets/runtime.js'],
      css: ['assets/shell.css'],
    });
    expect(appStart(bundleOf(facade, shell, runtime, screen))).toEqual({
      files: ['assets/shell.js', 'assets/runtime.js'],
      styles: ['assets/shell.css'],
    });
  });

  it('fail a build without the app entry', () => {
    expect(() => appStart(bundleOf(runtime))).toThrow('the build has no app entry');
  });
});
