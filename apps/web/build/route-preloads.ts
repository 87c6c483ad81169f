import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { appStart, chunksOf, staticClosure } from './app-start.ts';
// By path: the config's bundler leaves workspace packages to Node, which cannot load TypeScript.
import {
  ROUTE_PRELOADS_FILE,
  routePreloadsSchema,
  type RoutePreloads,
} from '../../../packages/contracts/src/route-preloads.ts';

/** Each feature's screens, as apps/web/src/app/features.ts finds them. */
const ROUTES_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.tsx$/;

/** A screen as a routes.tsx declares it: its path, the module its `lazy` imports, its request. */
export type DeclaredScreen = { path: string; module: string; request?: string };

type Node = { type?: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value;

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function find(node: Node, test: (node: Node) => boolean): Node | undefined {
  if (test(node)) return node;
  for (const child of children(node)) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function propertyOf(object: Node, name: string): Node | undefined {
  const properties = (object.properties as Node[] | undefined) ?? [];
  const property = properties.find(
    (candidate) =>
      candidate.type === 'Property' &&
      isNode(candidate.key) &&
      (candidate.key.name === name || candidate.key.value === name),
  );
  return isNode(property?.value) ? withoutTypes(property.value) : undefined;
}

/** `{ ... } satisfies ScreenHandle` is the object itself. */
function withoutTypes(node: Node): Node {
  const wrapper = ['TSSatisfiesExpression', 'TSAsExpression', 'ParenthesizedExpression'];
  return wrapper.includes(node.type ?? '') && isNode(node.expression)
    ? withoutTypes(node.expression)
    : node;
}

const stringOf = (node: Node | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/**
 * The screens a routes.tsx declares: every object with a string `path` and a `lazy` that imports
 * a module (`lazyScreen(() => import('./page.tsx'), 'Page')`), and its `handle.request`, the
 * page's first API call as a template relative to the API's base ('/cms/socials/:category?...').
 */
export function declaredScreens(code: string, file: string): DeclaredScreen[] {
  const screens: DeclaredScreen[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const routePath = stringOf(propertyOf(node, 'path'));
      const lazy = propertyOf(node, 'lazy');
      const imported = lazy && find(lazy, (candidate) => candidate.type === 'ImportExpression');
      const source = imported && isNode(imported.source) ? stringOf(imported.source) : undefined;
      if (routePath !== undefined && source !== undefined) {
        const handle = propertyOf(node, 'handle');
        const request = handle && stringOf(propertyOf(handle, 'request'));
        screens.push({
          path: `/${routePath.replace(/^\//, '')}`,
          module: path.resolve(path.dirname(file), source),
          ...(request ? { request } : {}),
        });
      }
    }
    children(node).forEach(visit);
  };
  visit(parseAst(code, { lang: 'tsx' }) as unknown as Node);
  return screens;
}

/**
 * Writes route-preloads.json (packages/contracts' `routePreloadsSchema`) beside index.html: for
 * each screen the features' routes.tsx declare, the chunks its lazy import loads that the entry
 * does not, and its first API call. The server adds them to the page it sends for that path
 * (apps/server/src/plugins/route-preloads.ts), so they load beside the app shell.
 */
export function routePreloads(): Plugin {
  let base = '/';
  let apiBase = '/api/v1';
  return {
    name: 'better-play:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      apiBase = String(config.env.VITE_API_URL ?? apiBase);
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const start = appStart(bundle);
      const inShell = new Set(start.files);
      const shellStyles = new Set(start.styles);
      // The chunk that holds a screen's module is the one its lazy import loads.
      const byModule = new Map(
        [...chunks.values()].flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
      );
      const routeFiles = [...this.getModuleIds()].filter((id) => ROUTES_FILE.test(id));
      // An API on another origin would be fetched with other credentials: no request preloads.
      const sameOriginApi = apiBase.startsWith('/');
      const screens: RoutePreloads['screens'] = routeFiles.sort().flatMap((file) =>
        declaredScreens(readFileSync(file, 'utf8'), file).map((screen) => {
          const chunk = byModule.get(screen.module);
          if (!chunk) throw new Error(`${file}: no chunk for ${screen.module}`);
          const files = staticClosure(chunk, chunks).filter((name) => !inShell.has(name));
          const styles = files
            .flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])])
            .filter((name) => !shellStyles.has(name));
          return {
            path: screen.path,
            modules: files.map((name) => `${base}${name}`),
            styles: [...new Set(styles)].map((name) => `${base}${name}`),
            ...(screen.request && sameOriginApi ? { request: `${apiBase}${screen.request}` } : {}),
          };
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloadsSchema.parse({ screens }), null, 2)}\n`,
      });
    },
  };
}
