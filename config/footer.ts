import type {Footer} from '@docusaurus/theme-common';
import community, {type CommunityConfig} from './community';
import {pick} from './locale';
import {escapeHtml} from '../lib/html';

/** The MIIT's ICP filing system, where a reader can look a filing number up. */
export const ICP_FILING_SYSTEM = 'https://beian.miit.gov.cn/';

/** The page for admins of other communities who want this site for their own server. */
export const ADOPT_PAGE = '/docs/Other/site-hosting/use-this-site';

/**
 * The copyright's years: config `copyrightYear` (the first), to the year the site is built when that
 * is later ("2025–2026"): strict readings found "© 2025" under pages updated in 2026.
 */
export function copyrightYears(c: Pick<CommunityConfig, 'copyrightYear'>, now = new Date()): string {
  const year = now.getFullYear();
  return year > c.copyrightYear ? `${c.copyrightYear}–${year}` : String(c.copyrightYear);
}

/** The copyright line (HTML), with the ICP filing number linked below it when there is one. */
export function copyrightHtml(
  c: Pick<CommunityConfig, 'copyrightYear' | 'copyrightHolder' | 'icpFiling'>,
  now = new Date(),
): string {
  const line = `Copyright © ${copyrightYears(c, now)} ${escapeHtml(pick(c.copyrightHolder))}. Built with Docusaurus.`;
  if (!c.icpFiling) return line;
  return `${line}<br><a href="${ICP_FILING_SYSTEM}" target="_blank" rel="noopener noreferrer">${escapeHtml(c.icpFiling)}</a>`;
}

/** Three groups: docs, community, friendly links. Titles and static labels are
 * translated in i18n/en/docusaurus-theme-classic/footer.json. */
export default function footer(): Footer {
  return {
    style: 'dark',
    links: [
      {
        title: '文档',
        items: [
          {label: '新手入门', to: '/docs/First/Readme/'},
          {label: '加入服务器', to: '/docs/serverDocs/'},
          {label: '服务器规则', to: '/docs/notice/fu-wu-qi-gui-ze'},
          {label: '进不去服务器？', to: '/docs/Q&A/jin-bu-qu-de-yuan-yin'},
        ],
      },
      {
        title: '社区',
        items: [
          {label: pick(community.chat.label), href: community.chat.url},
          {label: '相关教程', to: '/blog'},
          {label: '更新记录', to: '/docs/notice/commit-ji-lu'},
          {label: '用本站搭建你们的文档', to: ADOPT_PAGE},
        ],
      },
      {
        title: '友情链接',
        items: [
          {label: pick(community.mainSite.label), href: community.mainSite.url},
          {label: pick(community.skinSite.label), href: community.skinSite.url},
          {label: 'GitHub', href: community.repository.url},
        ],
      },
    ],
    copyright: copyrightHtml(community),
  };
}
