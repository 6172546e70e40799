import type {Navbar} from '@docusaurus/theme-common';
import community from './community';
import {locales, pick} from './locale';

/**
 * Static labels are Chinese here and translated in
 * i18n/en/docusaurus-theme-classic/navbar.json; labels that belong to the
 * community come from config/community.ts in the locale being built.
 */
export default function navbar(): Navbar {
  return {
    title: pick(community.siteTitle),
    logo: {
      alt: pick(community.siteTitle),
      src: 'img/logo.svg',
      width: 32,
      height: 32,
    },
    hideOnScroll: true,
    items: [
      // The home page of each locale (/ and /en/) is "home".
      {to: '/', label: '首页', position: 'left', activeBaseRegex: `^/(${locales.slice(1).join('|')}/?)?$`},
      {type: 'doc', docId: 'intro', label: '文档', position: 'left'},
      {to: '/blog', label: '相关教程', position: 'left'},
      {href: community.skinSite.url, label: pick(community.skinSite.label), position: 'right'},
      {href: community.repository.url, label: 'GitHub', position: 'right'},
      // A site in one language has no language menu.
      ...(locales.length > 1 ? [{type: 'localeDropdown', position: 'right'} as const] : []),
      {type: 'search', position: 'right'},
    ],
  };
}
