/**
 * `dangerouslySetInnerHTML` value for an element whose server-rendered content React must keep
 * without hydrating it (a diagram's SVG, src/components/Diagram; a code block's highlighted
 * lines, src/theme/CodeBlock/Content). Hydration leaves such an element's content alone; later
 * renders do too, as long as the prop is this very object: React 19 sets innerHTML again whenever
 * it gets a new object (it compares the objects, not their HTML), which would empty the element.
 */
export const KEEP_SERVER_HTML = Object.freeze({__html: ''});
