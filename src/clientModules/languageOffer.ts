import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import i18n from '@generated/i18n';
import {alternatePath} from '@site/src/lib/alternatePath';
import {DISMISSED_KEY, localeOfPath, preferredLocale} from '@site/src/lib/languageOffer';

/**
 * The other language, offered not forced (config/community.ts `languageOffer`, registered only when
 * it is on): a reader whose browser prefers another of the site's languages than the page's sees one
 * small line offering the same page in it, until dismissed. Never a redirect. The line is fixed to
 * the bottom of the window, outside React's root, added after hydration when the page is idle: it
 * pushes no content (no layout shift) and changes nothing React rendered. Readers who need no offer
 * load nothing more than this check; the line's code is a separate chunk.
 */

const baseUrls = Object.fromEntries(
  i18n.locales.map((locale) => [locale, i18n.localeConfigs[locale]?.baseUrl ?? '/']),
);

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return true; // No storage: the offer could not be dismissed for good, so it is not made.
  }
}

/** The locale to offer on this page, or null. */
function offerFor(pathname: string): {target: string; href: string} | null {
  const current = localeOfPath(pathname, baseUrls);
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const target = preferredLocale(languages, i18n.locales);
  if (!current || !target || target === current) return null;
  return {target, href: alternatePath(pathname, baseUrls[current]!, baseUrls[target]!)};
}

let shown = false;

function update(location: {pathname: string; search: string; hash: string}): void {
  if (dismissed()) return;
  const offer = offerFor(location.pathname);
  if (!offer) return;
  const href = `${offer.href}${location.search}${location.hash}`;
  if (shown) {
    document.dispatchEvent(new CustomEvent('language-offer:update', {detail: href}));
    return;
  }
  shown = true;
  const run = () =>
    void import('@site/src/components/LanguageOffer/bar').then(({showLanguageOffer}) =>
      showLanguageOffer(offer.target, href),
    );
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else window.setTimeout(run, 200);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (ExecutionEnvironment.canUseDOM) update(location);
  },
};

export default clientModule;
