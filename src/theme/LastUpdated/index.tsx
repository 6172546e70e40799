/**
 * Wraps a doc's "last updated" line in a schema.org WebPage item. The theme marks its <time> as
 * itemprop="dateModified", but only a blog post has an itemscope for it to belong to: on a doc
 * the property belonged to nothing, an error of the Nu HTML checker (scripts/validate-html.ts).
 * Inside this item it states the page's modification date, which is what it is.
 *
 * Delete this wrapper when the theme's doc footer declares an item or drops the itemprop.
 */
import type {ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {useShownAuthor} from '@site/src/components/PageFooterExtras';

export default function LastUpdatedWrapper(props: WrapperProps<typeof LastUpdatedType>): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} lastUpdatedBy={useShownAuthor(props.lastUpdatedBy)} />
    </span>
  );
}
