import {createContext} from 'react';

/** The blog list's title, while a blog list page renders (src/theme/BlogListPage). */
export const BlogListTitle = createContext<string | undefined>(undefined);
