/**
 * Registers the theme's highlighted code block for src/theme/CodeBlock. It brings Prism with it
 * (./prism.ts, through the prism-react-renderer stand-in ./prism-react-renderer.ts). Imported
 * only by pages that contain code (plugins/remark-code-highlighter.ts), so it sits in a chunk of
 * its own.
 */
import CodeBlockString from '@theme/CodeBlock/Content/String';
import {registerCodeHighlighter} from './registry';

registerCodeHighlighter((props) => <CodeBlockString {...props} />);
