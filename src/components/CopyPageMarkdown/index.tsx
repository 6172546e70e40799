import {useCallback, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import CopyButton from '@site/src/components/CopyButton';
import {markdownPath} from '@site/src/lib/markdownPath';

/**
 * "Copy page as Markdown" on docs: copies the Markdown copy of the page that the build serves
 * beside it (plugins/llms-txt.ts), fetched only when the button is pressed.
 */
export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const load = useCallback(async () => {
    const response = await fetch(markdownPath(pathname));
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.text();
  }, [pathname]);
  // One text for the name and the label, so what a speech-input user reads is what works.
  const label = translate({id: 'copyPageMarkdown.label', message: '复制本页 Markdown'});
  return (
    <CopyButton text={load} label={label}>
      {label}
    </CopyButton>
  );
}
