import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeHtml} from '../lib/html';

type Redirect = {from: string; to: string};

const TEXT: Record<string, {title: string; moved: string}> = {
  zh: {title: '页面已移动', moved: '此页面已移至'},
  en: {title: 'Page moved', moved: 'This page has moved to'},
};

/**
 * A static redirect page: valid HTML with a title, an immediate meta refresh, the target as
 * canonical URL and a visible link for anyone whose browser does not follow the refresh. No
 * script, so nothing to allow in the Content-Security-Policy.
 */
export function redirectPage({
  to,
  canonical,
  locale,
  htmlLang,
}: {
  to: string;
  canonical: string;
  locale: string;
  htmlLang: string;
}): string {
  const text = TEXT[locale] ?? TEXT.en!;
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang)}">
<head>
<meta charset="utf-8">
<title>${text.title}</title>
<meta http-equiv="refresh" content="0; url=${href}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
</head>
<body>
<p>${text.moved} <a href="${href}">${href}</a></p>
</body>
</html>
`;
}

/** Checks the redirects against the built routes; throws naming the bad entry. */
export function checkRedirects(redirects: Redirect[], routesPaths: string[], baseUrl: string): void {
  const routes = new Set(routesPaths);
  for (const [i, {from, to}] of redirects.entries()) {
    const where = `docusaurus.config.ts: redirects[${i}]`;
    if (!from.startsWith('/') || !to.startsWith('/')) {
      throw new Error(`${where}: "from" and "to" must be site paths starting with "/"`);
    }
    if (routes.has(localized(baseUrl, from))) {
      throw new Error(`${where}: "from" ${from} is a page of its own; a redirect would replace it`);
    }
    if (!routes.has(localized(baseUrl, to))) {
      throw new Error(`${where}: "to" ${to} is not a page of the site`);
    }
  }
}

function localized(baseUrl: string, sitePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}${sitePath}`;
}

/**
 * Writes a redirect page at each `from` path of every locale, pointing at `to` in the same
 * locale, for static hosts that cannot send an HTTP redirect. Replaces
 * @docusaurus/plugin-client-redirects, whose pages have no <title> and put their script outside
 * <head> and <body> (invalid HTML; scripts/validate-html.ts).
 */
export default function redirectsPlugin(context: LoadContext, options: {redirects: Redirect[]}): Plugin {
  return {
    name: 'redirects',
    async postBuild({routesPaths, outDir}) {
      const {baseUrl, siteConfig, i18n} = context;
      checkRedirects(options.redirects, routesPaths, baseUrl);
      const locale = i18n.currentLocale;
      const htmlLang = i18n.localeConfigs[locale]?.htmlLang ?? locale;
      for (const {from, to} of options.redirects) {
        const target = localized(baseUrl, to);
        const file = path.join(outDir, from, 'index.html');
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(
          file,
          redirectPage({to: target, canonical: `${siteConfig.url}${target}`, locale, htmlLang}),
        );
      }
    },
  };
}
