import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolvePackageFile} from './lib/packageFile';

/**
 * Small, named source patches to Docusaurus theme code, applied by the bundler
 * (plugins/patch-loader.cjs) to the installed file. Each one says why. The build fails when a
 * patched text is no longer in its file (after an upgrade): then check whether the patch is
 * still needed and update or remove it here. tests/theme-patches.test.ts checks that every patch
 * applies to the installed packages.
 */
type ThemePatch = {
  /** Module path, resolved from the site (package name, then the file inside it). */
  module: string;
  search: string;
  replace: string;
  why: string;
};

export const themePatches: ThemePatch[] = [
  // The theme's post dates, doc "last updated" lines and blog archive get their formatter from
  // useDateTimeFormat, which creates an Intl.DateTimeFormat during hydration: the first one of a
  // page loads the locale's ICU data. These two patches have it use src/lib/dates.ts for the
  // styles the theme asks for in zh and en (dateTimeFormat there; tests/dates.test.ts checks it
  // writes what Intl writes), instead of ejecting the three components that format dates.
  {
    module: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    search: "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    replace:
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n" +
      "import {dateTimeFormat as siteDateTimeFormat} from '@site/src/lib/dates';",
    why: 'dates without Intl during hydration (import)',
  },
  {
    module: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    search: 'return new Intl.DateTimeFormat(currentLocale, {',
    replace: 'return siteDateTimeFormat(currentLocale, {',
    why: 'dates without Intl during hydration',
  },
  // The first String.prototype.localeCompare of a page builds an ICU collator: 10–15 ms on this
  // machine, 40–60 ms on a phone 4× slower, inside the hydration task of every page (the navbar's
  // useShallowMemoObject and the docs plugin's getActivePlugin sort a handful of ASCII keys and
  // route paths with it). These two compare the UTF-16 code units instead: for the keys, any
  // consistent order does (the sort only makes the memo order-insensitive); for the paths, a path
  // still sorts after every path it starts with, which is what "most specific plugin first" needs.
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    why: 'no localeCompare during hydration (navbar memo keys)',
  },
  {
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    search: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replace: '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
    why: 'no localeCompare during hydration (active docs plugin)',
  },
  // After hydration, Docusaurus sets isBrowser in an effect; that update has React's default
  // priority, which renders without yielding: every component that reads useIsBrowser (code
  // blocks' buttons, tabs, the site's client-only parts) re-renders in one task, 100–150 ms at 4×
  // on the Java page. As a transition it renders in 5 ms slices that a tap can interrupt. Nothing
  // waits on it synchronously: isBrowser was false for the whole hydration.
  {
    module: '@docusaurus/core/lib/client/browserContext.js',
    search: "import React, { useEffect, useState } from 'react';",
    replace: "import React, { startTransition, useEffect, useState } from 'react';",
    why: 'isBrowser as a transition (import)',
  },
  {
    module: '@docusaurus/core/lib/client/browserContext.js',
    search: '        setIsBrowser(true);',
    replace: '        startTransition(() => setIsBrowser(true));',
    why: 'isBrowser as a transition',
  },
  // React Router compiles a regular expression for each route it tries (path-to-regexp), and the
  // first address of a visit tries the routes before the one that matches, in several places: the
  // preload, each nested <Switch>, the docs plugin's active doc. That grows with the page count for
  // every reader: about 70 ms at 4× CPU on each page load of a 374-page site. A path without
  // parameters is matched as text instead (src/lib/staticRoute.ts, the same matches as the
  // expression: tests/static-route.test.ts); any other path still goes to path-to-regexp.
  {
    module: 'react-router/esm/react-router.js',
    search: "import pathToRegexp from 'path-to-regexp';",
    replace:
      "import pathToRegexp from 'path-to-regexp';\nimport {staticRoute} from '@site/src/lib/staticRoute';",
    why: 'routes without parameters matched as text (import)',
  },
  {
    module: 'react-router/esm/react-router.js',
    search: '  var regexp = pathToRegexp(path, keys, options);',
    replace: '  var regexp = staticRoute(path, options) || pathToRegexp(path, keys, options);',
    why: 'routes without parameters matched as text',
  },
  // The route table (generated routes.js) calls ComponentCreator for every route when main.js
  // runs, and each call builds a react-loadable component (a class, its loader map): at 374 pages
  // about 60 ms at 4× CPU on every page load, for routes the reader never opens. This makes each
  // route's component on first use: when the route is preloaded (Docusaurus preloads the matched
  // routes before rendering, on the server and in the browser, and on a link's hover) or rendered.
  // The wrapper renders no element of its own, so the server's HTML and the hydration are the same.
  {
    module: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    search: 'export default function ComponentCreator(path, hash) {',
    replace:
      'export default function ComponentCreator(path, hash) {\n' +
      '    let created;\n' +
      '    const get = () => created || (created = createRouteComponent(path, hash));\n' +
      '    function RouteComponent(props) {\n' +
      '        return React.createElement(get(), props);\n' +
      '    }\n' +
      '    RouteComponent.preload = () => get().preload();\n' +
      '    return RouteComponent;\n' +
      '}\n' +
      'function createRouteComponent(path, hash) {',
    why: 'route components made on first use',
  },
  // A code line is a <div> in the theme, and <code> may only hold phrasing content: the Nu HTML
  // checker (npm run validate-html) rejects every line of every code block. These two make it a
  // <span>; src/css/custom.css shows it as a block, as the <div> was. Two patches of one tag
  // instead of ejecting the 73-line Line component and its CSS.
  {
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    search: '<div {...lineProps}>',
    replace: '<span {...lineProps}>',
    why: 'a code line is a span, not a div (open)',
  },
  {
    module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    search: '<LineBreak />\n    </div>',
    replace: '<LineBreak />\n    </span>',
    why: 'a code line is a span, not a div (close)',
  },
];

export default function themePatchesPlugin(context: LoadContext): Plugin {
  const rules = themePatches.map((patch) => {
    const file = resolvePackageFile(context.siteDir, patch.module, 'plugins/theme-patches.ts');
    return {
      test: (resource: string) => resource === file,
      use: [{loader: path.join(__dirname, 'patch-loader.cjs'), options: {...patch, file}}],
    };
  });
  // The bundler's persistent cache (node_modules/.cache) keeps modules built before a patch was
  // added or changed, and Docusaurus evicts it only when its own files or the site config change:
  // a new patch would silently not apply. Naming the patches and their loader as build
  // dependencies of the cache rebuilds it when they change.
  const patchFiles = [__filename, path.join(__dirname, 'patch-loader.cjs')];
  return {
    name: 'theme-patches',
    configureWebpack(config) {
      const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        module: {rules},
        ...(rspackCache && typeof rspackCache === 'object'
          ? {experiments: {cache: {buildDependencies: patchFiles}}}
          : {}),
        ...(config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem'
          ? {cache: {type: 'filesystem', buildDependencies: {config: patchFiles}}}
          : {}),
      };
    },
  };
}
