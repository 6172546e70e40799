import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {alternatePath} from '@site/src/lib/alternatePath';

/** Front matter key set by plugins/translation-status.ts on outdated translations. */
const KEY = 'translation_outdated';

interface Outdated {
  source: string;
  translation: string;
}

function outdated(frontMatter: Record<string, unknown>): Outdated | null {
  const value = frontMatter[KEY] as Partial<Outdated> | undefined;
  return typeof value?.source === 'string' && typeof value.translation === 'string'
    ? {source: value.source, translation: value.translation}
    : null;
}

/**
 * On a translation whose Chinese source was committed after it, a notice that it may be out of
 * date, with the two dates and a link to the Chinese page; nothing on other pages. The data comes
 * with the page's metadata (front matter), so the notice is server-rendered.
 */
export default function TranslationNotice({frontMatter}: {frontMatter: Record<string, unknown>}): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const dates = outdated(frontMatter);
  if (!dates) return null;
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-testid="translation-notice">
      <Translate id="translationNotice.text" values={dates}>
        {'这份译文可能已经过时：中文原文在 {source} 更新过，晚于这份译文（{translation}）。'}
      </Translate>{' '}
      {/* pathname://: a page of the other locale's app, loaded in full (as the locale menu does). */}
      <Link
        href={`pathname://${alternatePath(pathname, baseUrl, localeConfigs[defaultLocale]!.baseUrl)}`}
        autoAddBaseUrl={false}
        target="_self"
        hrefLang="zh-CN"
      >
        <Translate id="translationNotice.link">阅读中文原文</Translate>
      </Link>
    </div>
  );
}
