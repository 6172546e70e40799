/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its
 * affiliates). One change: the panel carries the id its tab points at and is labelled by its tab
 * (see src/theme/Tabs/index.tsx).
 */
import React, {type ReactNode, useContext} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import styles from './styles.module.css';
import {TabIdsContext, panelId, tabId} from '../Tabs/ids';

function TabItemPanel({
  children,
  className,
  hidden,
  id,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  id: string;
  labelledBy: string;
}) {
  return (
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
  const {selectedValue, lazy, tabValues} = useTabs();
  const groupId = useContext(TabIdsContext);
  const isSelected = value === selectedValue;
  const index = tabValues.findIndex((tab) => tab.value === value);

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return null;
  }

  return (
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
