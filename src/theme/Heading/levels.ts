import {createContext} from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Heading levels a page's wrapper moves, e.g. {h3: 'h2'} (src/theme/BlogArchivePage). */
export const HeadingLevels = createContext<Partial<Record<Level, Level>>>({});
