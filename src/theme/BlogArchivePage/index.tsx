/**
 * Wraps the blog archive so that its year headings are <h2>, one level below the page's <h1>:
 * the theme writes them as <h3>, which skips a level (screen-reader users move through a page by
 * heading level; the Nu HTML checker reports the gap). The theme's headings go through
 * src/theme/Heading, which reads this page's level map from a context.
 *
 * Delete this wrapper and src/theme/Heading when the theme's archive uses <h2> for the years.
 */
import type {ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import {HeadingLevels} from '../Heading/levels';

const ARCHIVE_LEVELS = {h3: 'h2'} as const;

export default function BlogArchivePageWrapper(props: WrapperProps<typeof BlogArchivePageType>): ReactNode {
  return (
    <HeadingLevels.Provider value={ARCHIVE_LEVELS}>
      <BlogArchivePage {...props} />
    </HeadingLevels.Provider>
  );
}
