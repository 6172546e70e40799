// Wraps the theme's desktop blog sidebar: not hydrated on a phone (src/components/DesktopOnly).
import type {ReactNode} from 'react';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import type BlogSidebarDesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function BlogSidebarDesktopWrapper(
  props: WrapperProps<typeof BlogSidebarDesktopType>,
): ReactNode {
  return (
    <DesktopOnly as="aside">
      <BlogSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
