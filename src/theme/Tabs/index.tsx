/**
 * Wraps the theme's tab group so that each tab and its panel are tied by ids, as in the WAI-ARIA
 * tabs pattern: the tab gets an id and aria-controls naming its panel (through the `attributes`
 * the theme spreads on each tab), and src/theme/TabItem gives the panel that id and
 * aria-labelledby. A screen reader then names the panel after its tab, and the Nu HTML checker
 * finds the panel of each tab (scripts/validate-html.ts). The ids come from useId(), the same on
 * the server and the client. A lazy group renders only the selected panel, so its tabs point at
 * no panel.
 *
 * Delete this wrapper and src/theme/TabItem when the theme ties tabs to their panels.
 */
import {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {TabIdsContext, panelId, tabId} from './ids';

type Attributes = TabItemProps['attributes'];

export default function TabsWrapper(props: WrapperProps<typeof TabsType>): ReactNode {
  const groupId = useId();
  const tied = (index: number, attributes: Attributes): Attributes => ({
    ...attributes,
    id: tabId(groupId, index),
    ...(props.lazy ? {} : {'aria-controls': panelId(groupId, index)}),
  });
  // The tabs come from `values` when given, else from the <TabItem> children, in order.
  const values = props.values?.map((tab, index) => ({...tab, attributes: tied(index, tab.attributes)}));
  let index = 0;
  const children = values
    ? props.children
    : Children.map(props.children, (child) =>
        isValidElement<TabItemProps>(child)
          ? cloneElement(child as ReactElement<TabItemProps>, {
              attributes: tied(index++, child.props.attributes),
            })
          : child,
      );
  return (
    <TabIdsContext.Provider value={groupId}>
      <Tabs {...props} values={values}>
        {children}
      </Tabs>
    </TabIdsContext.Provider>
  );
}
