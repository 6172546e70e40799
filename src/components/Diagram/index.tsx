/**
 * A Mermaid diagram drawn ahead of time (plugins/diagrams/remark.ts puts one in place of each
 * ```mermaid fence, with SVGs from diagram-cache/): no Mermaid and no work in the browser.
 *
 * - Both colour modes are in the markup and CSS shows the one of `html[data-theme]`, so the
 *   right diagram shows from the first paint, also without JavaScript.
 * - The SVGs are in the page's HTML but not in its JavaScript (plugins/diagrams/svg-loader.cjs
 *   gives the browser each file's address only): see ./Svg.tsx, the one part that relies on how
 *   React hydrates.
 * - Screen readers read its text alternative (./Text.tsx: a flowchart's outline, made at build
 *   time) in place of the drawing, whose SVG text is in layout order; a diagram without one
 *   (another type, or a flowchart the build could not read) leaves its SVG text to them. The
 *   hidden mode and drawing are display:none.
 * - It is never shrunk so much that its text gets smaller than 11 px (MIN_TEXT_REM): a diagram
 *   too wide for a column at that size has a narrow drawing (top to bottom, shorter lines: its
 *   author's ```mermaid narrow fence, or made from a flowchart), shown when the column is
 *   narrower than `wideFromRem`; without one it scrolls sideways, with a shadow at the edge that
 *   has more, as tables have.
 * - The box is sized from the SVG's width and height before anything loads: no layout shift.
 * - The figure is focusable (`figure[data-diagram]`, the attribute holds the diagram's key): a
 *   keyboard user scrolls it with the arrow keys.
 * - It opens larger like the site's other pictures (src/components/Zoom/zoom.ts): click, tap,
 *   Enter or Space. The dialog shows the main drawing (marked data-zoom-content) where it fits the
 *   window at least as large as the page shows the narrow one (else that one), fitted to the
 *   window, in the colour mode the page shows, and is named after the heading of the diagram's
 *   section; there it zooms and pans (pinch, wheel, + −, arrows).
 */
import {useEffect, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {readableWidthRem, type DiagramText, type PageVariant} from '@site/src/lib/diagrams';
import {installZoom} from '@site/src/components/Zoom/zoom';
import Svg from './Svg';
import DiagramTextAlternative from './Text';
import styles from './styles.module.css';

type Props = {
  /** The key of the diagram in diagram-cache/. */
  diagram: string;
  main?: PageVariant;
  narrow?: PageVariant;
  wideFromRem?: number;
  /** Its text alternative (a flowchart's outline): read by screen readers in place of the drawing. */
  text?: DiagramText;
};

function Drawing({
  variant,
  className,
  zoomed,
  hidden,
}: {
  variant: PageVariant;
  className?: string;
  zoomed?: boolean;
  hidden?: boolean;
}): ReactNode {
  const size = {
    '--diagram-width': `${variant.width}px`,
    '--diagram-readable-width': `${readableWidthRem(variant)}rem`,
  } as CSSProperties;
  return (
    <div
      className={clsx(styles.drawing, className)}
      style={size}
      data-zoom-content={zoomed ? '' : undefined}
      aria-hidden={hidden || undefined}
    >
      <Svg svg={variant.light} className={styles.light!} />
      <Svg svg={variant.dark} className={styles.dark!} />
    </div>
  );
}

export default function Diagram({diagram, main, narrow, wideFromRem, text}: Props): ReactNode {
  const both = main && narrow;
  useEffect(() => installZoom(), []);
  return (
    <figure
      className={styles.diagram}
      data-diagram={diagram}
      data-wide-from={both ? wideFromRem : undefined}
      tabIndex={0}
      data-zoomable=""
    >
      {main && (
        <Drawing variant={main} className={both ? styles.wide : undefined} zoomed={!!both} hidden={!!text} />
      )}
      {narrow && <Drawing variant={narrow} className={both ? styles.narrow : undefined} hidden={!!text} />}
      {text && <DiagramTextAlternative text={text} />}
    </figure>
  );
}
