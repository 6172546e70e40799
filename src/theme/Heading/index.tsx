/**
 * Wraps the theme's heading: a page wrapper can move the theme's headings to another level
 * through the HeadingLevels context (src/theme/BlogArchivePage, whose year headings the theme
 * writes one level too deep). Everywhere else nothing changes.
 */
import {useContext, type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import {HeadingLevels} from './levels';

export default function HeadingWrapper({as, ...props}: WrapperProps<typeof HeadingType>): ReactNode {
  const levels = useContext(HeadingLevels);
  return <Heading as={levels[as] ?? as} {...props} />;
}
