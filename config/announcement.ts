import type {ThemeConfig} from '@docusaurus/theme-common';
import community from './community';
import {localePrefix, pick} from './locale';
import {escapeHtml} from '../lib/html';

const readMore = {zh: '新手入门 →', en: 'Getting started →'};

/** The bar's content is HTML; the community's text is escaped before use. */
type AnnouncementBar = Pick<NonNullable<ThemeConfig['announcementBar']>, 'id' | 'content' | 'isCloseable'>;

export default function announcementBar(): AnnouncementBar {
  // Getting started's section on the newcomer path (#path): it names the home page's rows and links each.
  const href = `${localePrefix()}/docs/First/Readme/#path`;
  return {
    id: community.announcement.id,
    content: `${escapeHtml(pick(community.announcement.text))} <a href="${href}">${escapeHtml(pick(readMore))}</a>`,
    isCloseable: true,
  };
}
