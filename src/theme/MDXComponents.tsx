import MDXComponents from '@theme-original/MDXComponents';
import DownloadTable from '@site/src/components/DownloadTable';
import JavaVersionTable from '@site/src/components/JavaVersionTable';
import ServerAddress from '@site/src/components/ServerAddress';
import StartScriptGenerator from '@site/src/components/StartScriptGenerator';

// Our components, usable in every Markdown page without an import.
export default {
  ...MDXComponents,
  DownloadTable,
  JavaVersionTable,
  ServerAddress,
  StartScriptGenerator,
};
