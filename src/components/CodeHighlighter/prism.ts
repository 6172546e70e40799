/**
 * The site's Prism: prismjs's core and the grammars our Markdown uses, nothing else.
 *
 * prism-react-renderer bundles about 40 grammars (JSX, Swift, Kotlin, Rust…) and builds them all
 * when its module loads: measured at 55–105 ms of main-thread time at 4x CPU slowdown on every
 * page with a code block, before hydration. This set builds in a fraction of that. The
 * replacement for prism-react-renderer (./prism-react-renderer.ts) highlights with it.
 *
 * A fence language with no grammar here is shown unhighlighted, as on a stock site (a community's
 * imported pages may use any); tests/code-languages.test.ts lists the ones the content uses, so
 * that a grammar can be added here (prismjs/components/prism-<id>) when it is worth its bytes.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
// Grammars read the global Prism the core just set. Order matters where one embeds another:
// Markdown highlights its YAML front matter only if YAML is there first.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-powershell';
import 'prismjs/components/prism-batch';
import 'prismjs/components/prism-ini';
import 'prismjs/components/prism-properties';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-json';
// Java (plugin code of a Minecraft server's docs) and SQL (plugin databases): issue 49, a
// community's existing pages use both.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-sql';

// Aliases the fences use that the grammar files don't define.
Prism.languages.bat = Prism.languages.batch!;
Prism.languages.cmd = Prism.languages.batch!;
Prism.languages.yml = Prism.languages.yaml!;

/** Fence languages shown as plain text on purpose. */
export const plainLanguages = ['text', 'plaintext', 'txt'];

export default Prism;
