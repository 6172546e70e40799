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
      // A site in one language has no language menu. The class keeps it in the bar on a phone, as an
      // icon (src/css/custom.css): a reader landing on a page in a language they cannot read finds it
      // without opening the side menu.
      ...(locales.length > 1
        ? [{type: 'localeDropdown', position: 'right', className: 'navbar-languages'} as const]
        : []),
      {type: 'search', position: 'right'},
    ],
  };
}
