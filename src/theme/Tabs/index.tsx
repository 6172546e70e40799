/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its
 * affiliates). Two changes:
 * - Each tab and its panel are tied by ids (aria-controls on the tab, aria-labelledby on the
 *   panel), as in the WAI-ARIA tabs pattern, so a screen reader names the panel after its tab
 *   and the Nu HTML checker finds the panel of the active tab (scripts/validate-html.ts). The
 *   ids come from useId(), the same on the server and client.
 * - No remount after hydration. The theme keys the group on useIsBrowser() (a workaround for
 *   facebook/docusaurus#5653 from React 17 days), which renders every tab's content, code blocks
 *   included, a second time on each page load. useTabsContextValue already moves to the tab of
 *   the query string or local storage in a layout effect after hydration, which e2e/tabs.spec.ts
 *   checks.
 */
import React, {type ReactNode, useContext, useId} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';
import {TabIdsContext, panelId, tabId} from './ids';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const groupId = useContext(TabIdsContext);

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event:
      React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          // TODO extract TabListItem
          role="tab"
          id={tabId(groupId, index)}
          // A lazy group renders only the selected panel, so only that one can be pointed at.
          aria-controls={!lazy || selectedValue === value ? panelId(groupId, index) : undefined}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const groupId = useId();
  return (
    <TabIdsContext.Provider value={groupId}>
      <TabsProvider value={value}>
        <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
      </TabsProvider>
    </TabIdsContext.Provider>
  );
}
