/**
 * Inline loader of one drawing of a diagram (an SVG file of diagram-cache/, or a copy
 * plugins/diagrams/remark.ts wrote), required by the page in its place:
 *
 * - the server bundle, which renders the page's HTML, gets `{url, markup}`: the SVG goes into
 *   the HTML, so the diagram shows from the first paint, also without JavaScript;
 * - the browser's bundle gets `{url}` only, and the file is written to the build as
 *   `assets/diagrams/<its name>`: the page's JavaScript holds no SVG. After hydration the
 *   component keeps the SVG of the HTML; on a client-side navigation it fetches the file.
 *
 * The file's name carries the diagram's key (a hash of its source and drawing settings), so an
 * address never serves two drawings. CommonJS: the bundler loads loaders with `require`.
 */
const path = require('node:path');

/** @this {{resourcePath: string, target?: unknown, emitFile(name: string, content: string): void}} */
module.exports = function diagramSvgLoader(content) {
  const targets = [this.target].flat().map(String);
  if (this.target === undefined || targets.length === 0) {
    throw new Error(
      `plugins/diagrams/svg-loader.cjs: the bundler gave no compilation target, so the server's bundle cannot be told from the browser's (${this.resourcePath})`,
    );
  }
  const name = `assets/diagrams/${path.basename(this.resourcePath)}`;
  const url = `__webpack_public_path__ + ${JSON.stringify(name)}`;
  if (targets.some((target) => target.startsWith('node'))) {
    return `export default {url: ${url}, markup: ${JSON.stringify(String(content).trim())}};\n`;
  }
  this.emitFile(name, content);
  return `export default {url: ${url}};\n`;
};
