/**
 * The newcomer path the reader last opened (a row of the home page's list, or a path's link in a
 * "next step" box), kept in localStorage so that the "Next" cards of getting started and of the
 * path's pages can follow it (src/theme/DocItem/Paginator, pathNextCard; strict readings 19 and 21,
 * issue 45: the sidebar's next doc sent each reader the same way). Browser code; only the ids of PATH_IDS are ever read back, so a value
 * someone else stored under the key is ignored.
 */
import {PATH_IDS, type PathId} from './newcomer';

export const READER_PATH_KEY = 'newcomer-path';

/** Remembers `id` as the reader's path; a browser without storage (private mode, blocked) forgets. */
export function rememberPath(id: PathId): void {
  try {
    window.localStorage.setItem(READER_PATH_KEY, id);
  } catch {
    // Storage refused: the "Next" cards stay the sidebar's.
  }
}

/** The path remembered, when it is one of the paths; else undefined. */
export function rememberedPath(): PathId | undefined {
  try {
    const value = window.localStorage.getItem(READER_PATH_KEY);
    return PATH_IDS.find((id) => id === value);
  } catch {
    return undefined;
  }
}
