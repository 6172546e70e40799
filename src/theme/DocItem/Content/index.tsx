import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import TranslationNotice, {SourceLanguage} from '@site/src/components/TranslationNotice';
import VersionNotice from '@site/src/components/VersionNotice';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapper: above every doc, the "copy page as Markdown" button and, on a translation older than
 * its Chinese source, the notice saying so (plugins/translation-status.ts). The theme has no slot
 * for either; delete this when it has one.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <TranslationNotice frontMatter={metadata.frontMatter} />
      <VersionNotice frontMatter={metadata.frontMatter} />
      <div className={styles.actions}>
        <CopyPageMarkdown />
      </div>
      <SourceLanguage frontMatter={metadata.frontMatter}>
        <Content {...props} />
      </SourceLanguage>
    </>
  );
}
