/**
 * Registers the theme's highlighted code block for src/theme/CodeBlock. In the server's bundle it
 * brings the site's Prism (./prism.ts, through the prism-react-renderer stand-in
 * ./highlight.server.ts); in the browser's, a stand-in that loads it only for a block drawn there
 * (./highlight.client.ts). Imported only by pages that contain code
 * (plugins/remark-code-highlighter.ts), so it sits in a chunk of its own.
 */
import CodeBlockString from '@theme/CodeBlock/Content/String';
import {registerCodeHighlighter} from './registry';

registerCodeHighlighter((props) => <CodeBlockString {...props} />);
