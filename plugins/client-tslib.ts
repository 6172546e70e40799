import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackError} from 'webpack';

/**
 * Keeps the whole of `tslib` out of the main bundle. @docusaurus/utils-common is CommonJS compiled
 * with TypeScript's importHelpers: its `require("tslib")` cannot be tree-shaken, so the browser
 * bundle carried every helper (11 KB, 3.7 KiB gzip in main.js) for the one it calls. In the client
 * bundle `tslib` becomes plugins/tslib-client.js, which holds the helpers client code calls; the
 * server bundle keeps the real package. The build fails, naming the module and the helper, when a
 * module of the client bundle calls a helper that file does not have (after an upgrade: copy the
 * helper from tslib, or delete this plugin when no client module needs tslib).
 */
const SHIM = require.resolve('./tslib-client.js');
const SHIM_HELPERS = new Set(
  [...readFileSync(SHIM, 'utf8').matchAll(/export function (__\w+)/g)].map((m) => m[1]!),
);

/** The tslib helpers a module's source calls ('__importDefault', …). */
export function tslibHelpers(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/\b(\w+)\s*=\s*require\(\s*["']tslib["']\s*\)/g)) {
    for (const call of source.matchAll(new RegExp(`\\b${m[1]}\\.(__\\w+)`, 'g'))) names.add(call[1]!);
  }
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tslib["']/g)) {
    for (const name of m[1]!.split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported) names.add(imported);
    }
  }
  if (/import\s*\*\s*as\s+\w+\s+from\s*["']tslib["']|import\s+\w+\s+from\s*["']tslib["']/.test(source)) {
    names.add('(the whole module)');
  }
  return [...names];
}

/** Helpers called by a module that the stand-in lacks. */
export function missingHelpers(source: string, have: ReadonlySet<string> = SHIM_HELPERS): string[] {
  return tslibHelpers(source).filter((name) => !have.has(name));
}

class TslibGuard {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('client-tslib', (compilation) => {
      compilation.hooks.finishModules.tap('client-tslib', (modules) => {
        for (const module of modules) {
          const file = (module as {resource?: string}).resource?.split('?')[0];
          if (!file || !/\.(c|m)?js$/.test(file) || file === SHIM) continue;
          const source = readFileSync(file, 'utf8');
          if (!source.includes('tslib')) continue;
          const missing = missingHelpers(source);
          if (missing.length > 0) {
            compilation.errors.push(
              new Error(
                `plugins/client-tslib.ts: ${file} calls tslib's ${missing.join(', ')}, which ` +
                  'plugins/tslib-client.js does not have: copy it there from tslib, or delete the plugin',
              ) as WebpackError,
            );
          }
        }
      });
    });
  }
}

export default function clientTslibPlugin(): Plugin {
  return {
    name: 'client-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {tslib$: SHIM}},
        plugins: [new TslibGuard()],
      };
    },
  };
}
