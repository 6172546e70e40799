/**
 * Wrapper: before the theme's "edit this page", whom the footer's links are for; after it, the
 * site's report-a-problem link and the page's contributors (src/components/PageFooterExtras). The
 * theme has no slot there; this link is in the footer of every doc and post.
 */
import type {ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import PageFooterExtras, {ForEditors} from '@site/src/components/PageFooterExtras';

export default function EditThisPageWrapper(props: WrapperProps<typeof EditThisPageType>): ReactNode {
  return (
    <>
      <ForEditors />
      <EditThisPage {...props} />
      <PageFooterExtras />
    </>
  );
}
