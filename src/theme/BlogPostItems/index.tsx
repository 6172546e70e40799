/**
 * Wraps the list of posts: on the blog list page (not on tag or author pages, which have their
 * own <h1>), the list's title comes first, as the page's <h1> (see src/theme/BlogListPage).
 */
import {useContext, type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import Heading from '@theme/Heading';
import {BlogListTitle} from '../BlogListPage/title';
import styles from './styles.module.css';

export default function BlogPostItemsWrapper(props: WrapperProps<typeof BlogPostItemsType>): ReactNode {
  const title = useContext(BlogListTitle);
  return (
    <>
      {title && (
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
