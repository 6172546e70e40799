// Wraps the theme's desktop doc sidebar: not hydrated on a phone (src/components/DesktopOnly).
import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function DocSidebarDesktopWrapper(
  props: WrapperProps<typeof DocSidebarDesktopType>,
): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
