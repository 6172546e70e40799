import {createContext} from 'react';

/** The id of the enclosing tab group (from useId), shared by its tabs and panels. */
export const TabIdsContext = createContext('tabs');

/** The id of a group's tab at this position. */
export function tabId(groupId: string, index: number): string {
  return `${groupId}-tab-${index}`;
}

/** The id of the panel of a group's tab at this position. */
export function panelId(groupId: string, index: number): string {
  return `${groupId}-panel-${index}`;
}
