/**
 * What the site puts beside a doc's or post's "edit this page" (src/theme/EditThisPage renders it
 * after the theme's link): a "report a problem with this page" link (a new issue with the page's
 * title and address filled in; config/community.ts `reportProblem`), and under it the names of
 * everyone who changed the page (from git history at build time, plugins/contributors.ts;
 * `pageContributors`). Both are server-rendered links and text: no script. It reads the page
 * through the docs' and blog's public client hooks only.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import community from '@site/config/community';
import {newIssueUrl, repositoryHost} from '@site/src/lib/reportProblem';
import type {SiteLocale} from '@site/config/locale';
import {shownAuthor} from '@site/src/lib/authorNames';
import styles from './styles.module.css';

interface PageInfo {
  title: string;
  frontMatter: Record<string, unknown>;
}

/**
 * The doc's or post's title and front matter. "Edit this page" sits in a doc's or a post's footer;
 * each hook reads its own context (useContext, called on every render in the same order) and
 * throws outside it.
 */
function usePage(): PageInfo | null {
  let page: PageInfo | null = null;
  try {
    const doc = useDoc();
    page = {title: doc.metadata.title, frontMatter: doc.frontMatter as Record<string, unknown>};
  } catch {
    // Not a doc.
  }
  try {
    const post = useBlogPost();
    page = {title: post.metadata.title, frontMatter: post.frontMatter as Record<string, unknown>};
  } catch {
    // Not a post.
  }
  return page;
}

/**
 * A git author's name as config/community.ts `authorNames` gives it in the page's language (the
 * maintainers' team under its Chinese name on the Chinese pages), else as git gives it: the theme's
 * "last updated by" (src/theme/LastUpdated) and the contributors line below.
 */
export function useShownAuthor<T extends string | null | undefined>(name: T): T {
  const locale = useDocusaurusContext().i18n.currentLocale as SiteLocale;
  return (typeof name === 'string' ? shownAuthor(name, locale, community.authorNames) : name) as T;
}

/**
 * Before "edit this page": whom the footer's links are for, and that they need an account on the
 * repository's host (config/community.ts `repository.url`). Strict readings 52–54, both languages:
 * a player took "edit this page" for something to do, and met a sign-in page.
 */
export function ForEditors(): ReactNode {
  const host = repositoryHost(community.repository);
  return (
    <span className={styles.forEditors} data-testid="for-editors">
      {translate(
        {id: 'pageFooter.forEditors', message: '给帮忙改文档的人（要有 {host} 的账号）：'},
        {host},
      )}{' '}
    </span>
  );
}

export default function PageFooterExtras(): ReactNode {
  const page = usePage();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const address = `${siteConfig.url}${pathname}`;
  const locale = useDocusaurusContext().i18n.currentLocale as SiteLocale;
  // Each name as config authorNames gives it in the page's language (src/lib/authorNames.ts).
  const names = community.pageContributors.enabled
    ? ((page?.frontMatter.page_contributors as string[] | undefined) ?? []).map((name) =>
        shownAuthor(name, locale, community.authorNames),
      )
    : [];
  return (
    <>
      {community.reportProblem.enabled && page && (
        <>
          <span className={styles.separator} aria-hidden="true">
            ·
          </span>
          <Link
            className={styles.reportLink}
            href={newIssueUrl(
              community.repository,
              community.reportProblem,
              translate({id: 'reportProblem.issueTitle', message: '页面问题：{title}'}, {title: page.title}),
              translate(
                {
                  id: 'reportProblem.issueBody',
                  message: '页面：{address}\n\n哪里有问题（写错、过时、看不懂、链接打不开……）：\n',
                },
                {address},
              ),
            )}
            data-testid="report-problem"
          >
            {translate({id: 'reportProblem.link', message: '报告此页的问题'})}
          </Link>
        </>
      )}
      {names.length > 0 && (
        <p className={styles.contributors} data-testid="page-contributors">
          {translate(
            {id: 'pageContributors.label', message: '参与编辑：{names}'},
            {
              names: names.join(translate({id: 'pageContributors.separator', message: '、'})),
            },
          )}
        </p>
      )}
    </>
  );
}
