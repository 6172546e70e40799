import MDXComponents from '@theme-original/MDXComponents';
import ServerAddress from '@site/src/components/ServerAddress';

// Our components, usable in every Markdown page without an import.
export default {
  ...MDXComponents,
  ServerAddress,
};
