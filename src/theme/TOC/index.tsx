// Wraps the theme's table of contents (desktop only; phones get TOCCollapsible): not hydrated on
// a phone (src/components/DesktopOnly).
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function TOCWrapper(props: WrapperProps<typeof TOCType>): ReactNode {
  return (
    <DesktopOnly>
      <TOC {...props} />
    </DesktopOnly>
  );
}
