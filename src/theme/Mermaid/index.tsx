/**
 * Mermaid wrapper: the live renderer in development only.
 *
 * In a production build every ```mermaid fence is already an SVG drawn ahead of time
 * (plugins/diagrams/remark.ts, src/components/Diagram), so nothing should render this component.
 * Production bundles get a stand-in that fails the build instead, so that no page can ship
 * Mermaid by accident (for example a React page using <Mermaid> directly): the original and its
 * lazy import of Mermaid drop out of the bundle. Measured on the production build: 3.4 MB less
 * JavaScript written per locale (5.85 → 2.45 MB, 168 → 98 files); on every page 0.6 KiB less
 * (gzip) in the runtime and 0.5 KiB less in the chunk of MDX components; build time unchanged.
 * Delete this wrapper if @docusaurus/theme-mermaid stops bundling Mermaid when no page uses it.
 */
import type {ReactNode} from 'react';
import Original from '@theme-original/Mermaid';

function NotDrawnAheadOfTime({value}: {value: string}): ReactNode {
  throw new Error(
    `A Mermaid diagram reached a production page without a drawing made ahead of time ("${value.trim().split('\n')[0]}"): write it as a \`\`\`mermaid fence in Markdown and run \`npm run diagrams\`.`,
  );
}

export default process.env.NODE_ENV === 'production' ? NotDrawnAheadOfTime : Original;
