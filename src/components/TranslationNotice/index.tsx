import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import community from '@site/config/community';
import {alternatePath} from '@site/src/lib/alternatePath';

/** Front matter keys set by plugins/translation-status.ts: outdated translations, pages shown untranslated. */
const KEY = 'translation_outdated';
const MISSING = 'translation_missing';

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

/** Where the translation of a page shown untranslated would go, relative to the site; null on other pages. */
export function missingTranslation(frontMatter: Record<string, unknown>): string | null {
  const value = frontMatter[MISSING] as {translation?: unknown} | undefined;
  return typeof value?.translation === 'string' ? value.translation : null;
}

/**
 * A page shown in the default locale's language because it has no translation yet (issue 49): a
 * short notice saying so, with a link to write the translation in the repository (a new file at
 * its path). Server-rendered, from the page's metadata.
 */
function UntranslatedNotice({translation}: {translation: string}): ReactNode {
  const {repository} = community;
  const at = translation.lastIndexOf('/');
  const href = `${repository.url}/new/${repository.editBranch}/${translation.slice(0, at)}?filename=${encodeURIComponent(translation.slice(at + 1))}`;
  return (
    <div className="alert alert--info margin-bottom--md" role="note" data-testid="untranslated-notice">
      <Translate id="translationNotice.untranslated">这一页还没有翻译，下面是原文。</Translate>{' '}
      <Link href={href} data-translate-file={translation}>
        <Translate id="translationNotice.translate">帮忙翻译这一页</Translate>
      </Link>
    </div>
  );
}

/**
 * On a translation whose Chinese source was committed after it, a notice that it may be out of
 * date, with the two dates and a link to the Chinese page; on a page shown untranslated, a notice
 * saying so with a link to translate it; nothing on other pages. The data comes with the page's
 * metadata (front matter), so the notice is server-rendered.
 */
export default function TranslationNotice({frontMatter}: {frontMatter: Record<string, unknown>}): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const missing = missingTranslation(frontMatter);
  if (missing) return <UntranslatedNotice translation={missing} />;
  const dates = outdated(frontMatter);
  if (!dates) return null;
  return (
    <div className="alert alert--warning margin-bottom--md" role="note" data-testid="translation-notice">
      {dates.source === dates.translation ? (
        // Both changed on one day: two equal dates would read as a contradiction.
        <Translate id="translationNotice.sameDay" values={dates}>
          {'这份译文可能已经过时：中文原文在 {source} 又改过，晚于这份译文的最后一次更新。'}
        </Translate>
      ) : (
        <Translate id="translationNotice.text" values={dates}>
          {'这份译文可能已经过时：中文原文在 {source} 更新过，晚于这份译文（{translation}）。'}
        </Translate>
      )}{' '}
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

/** A page shown untranslated is marked as in the default locale's language (WCAG 3.1.2, language of parts). */
export function SourceLanguage({
  frontMatter,
  children,
}: {
  frontMatter: Record<string, unknown>;
  children: ReactNode;
}): ReactNode {
  const {
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  if (!missingTranslation(frontMatter)) return children;
  return <div lang={localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale}>{children}</div>;
}
