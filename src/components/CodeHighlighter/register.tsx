/**
 * Loads Prism (prism-react-renderer and its grammars, about 100 KB of parsed JavaScript) with
 * the site's extra languages (themeConfig.prism.additionalLanguages) and registers the theme's
 * highlighted code block for src/theme/CodeBlock. Imported only by pages that contain code
 * (plugins/remark-code-highlighter.ts), so it sits in a chunk of its own.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import {registerCodeHighlighter} from './registry';

prismIncludeLanguages(Prism);
registerCodeHighlighter((props) => <CodeBlockString {...props} />);
