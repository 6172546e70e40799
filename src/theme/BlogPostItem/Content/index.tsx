import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import TranslationNotice, {SourceLanguage} from '@site/src/components/TranslationNotice';
import VersionNotice from '@site/src/components/VersionNotice';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapper: on a post's own page, the notice that its translation may be out of date (it renders
 * nothing unless plugins/translation-status.ts marked the post). Delete when translations no
 * longer lag behind their sources, or the notice moves into the theme.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <TranslationNotice frontMatter={metadata.frontMatter} />}
      {isBlogPostPage && <VersionNotice frontMatter={metadata.frontMatter} />}
      <SourceLanguage frontMatter={metadata.frontMatter}>
        <Content {...props} />
      </SourceLanguage>
    </>
  );
}
