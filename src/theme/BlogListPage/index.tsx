/**
 * Wraps the blog list page to give it an <h1>: the theme's list has none, so its outline starts
 * at the posts' <h2> (the Nu HTML checker warns; screen-reader users jump to the <h1> to find
 * where a page starts). The list's title reaches src/theme/BlogPostItems, which puts the heading
 * above the posts, through a context.
 */
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListTitle} from './title';

export default function BlogListPageWrapper(props: WrapperProps<typeof BlogListPageType>): ReactNode {
  return (
    <BlogListTitle.Provider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitle.Provider>
  );
}
