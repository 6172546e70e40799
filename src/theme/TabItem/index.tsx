/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its
 * affiliates). One change: the panel carries the id its tab points at and is labelled by its tab
 * (see src/theme/Tabs/index.tsx).
 */
// CHANGED: useContext and the ids of src/theme/Tabs (panel id, aria-labelledby).
import React, {type ReactNode, useContext} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import styles from './styles.module.css';
// CHANGED: the ids shared with the tabs.
import {TabIdsContext, panelId, tabId} from '../Tabs/ids';

function TabItemPanel({
  children,
  className,
  hidden,
  // CHANGED: the panel's id and the id of its tab.
  id,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  // CHANGED: id, labelledBy.
  id: string;
  labelledBy: string;
}) {
  return (
    // CHANGED: id and aria-labelledby on the panel.
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      {...{hidden}}
    >
      {children}
    </div>
  );
}

export default function TabItem({children, className, value}: Props): ReactNode {
  // CHANGED: tabValues, the group's id and this panel's position, for the ids.
  const {selectedValue, lazy, tabValues} = useTabs();
  const groupId = useContext(TabIdsContext);
  const isSelected = value === selectedValue;
  // CHANGED: this panel's position among the tabs.
  const index = tabValues.findIndex((tab) => tab.value === value);

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return null;
  }

  return (
    // CHANGED: id and labelledBy.
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      id={panelId(groupId, index)}
      labelledBy={tabId(groupId, index)}
    >
      {children}
    </TabItemPanel>
  );
}
