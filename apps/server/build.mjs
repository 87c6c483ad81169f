// npm run build -w @betterplay/server: the API and the job worker as plain JavaScript in dist/,
// so production starts with `node dist/main.js` and no TypeScript compiler at run time.
// Each entry is one bundle: the workspace packages (@betterplay/contracts is TypeScript source)
// are inlined, every npm package stays external and loads from node_modules as it would under
// tsx (sharp's binary, PGlite's extension files and pino-pretty's worker thread need their own
// package folders).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;
// --outdir <folder>: the compiled-server test builds into a folder of its own under dist/.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = path.resolve(
  outdirFlag === -1 ? path.join(serverRoot, 'dist') : (process.argv[outdirFlag + 1] ?? 'dist'),
);
const sourceDir = path.join(serverRoot, 'src');

/** Bare imports other than our own workspace packages load from node_modules at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@betterplay/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Source files find files beside them (the migrations, the repository root) from
 * `import.meta.dirname`; in a bundle that is dist/. Each use becomes the source file's own folder,
 * worked out from the bundle's folder, so dist/ can move along with the tree it was built in
 * (the Docker image builds it in place).
 */
const sourceFolderForDirname = {
  name: 'source-folder-for-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (source.includes('import.meta.filename')) {
        throw new Error(`${args.path}: import.meta.filename would name the bundle; use dirname`);
      }
      if (!source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `__sourceFolder(${JSON.stringify(fromBundle)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

const entries = { main: 'main.ts', worker: 'worker.ts' };

await Promise.all(
  Object.entries(entries).map(([name, file]) =>
    build({
      entryPoints: { [name]: path.join(sourceDir, file) },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      // Stack traces in production logs name the TypeScript files (node --enable-source-maps).
      sourcesContent: false,
      plugins: [npmPackagesExternal, sourceFolderForDirname],
      banner: {
        js: [
          "import { resolve as __resolvePath } from 'node:path';",
          'const __sourceFolder = (fromBundle) => __resolvePath(import.meta.dirname, fromBundle);',
        ].join('\n'),
      },
      logLevel: 'warning',
    }),
  ),
);
console.log(`Server built into ${path.relative(process.cwd(), outdir) || 'dist'}/`);
