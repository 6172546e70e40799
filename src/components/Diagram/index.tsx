/**
 * A Mermaid diagram drawn ahead of time (plugins/remark-diagrams.ts puts one in place of each
 * ```mermaid fence, with SVGs from diagram-cache/): no Mermaid and no work in the browser.
 *
 * - Both colour modes are in the markup and CSS shows the one of `html[data-theme]`, so the
 *   right diagram shows from the first paint, also without JavaScript.
 * - Its text is SVG text, read by screen readers; the hidden mode and drawing are display:none.
 * - It is never shrunk so much that its text gets smaller than the body's small print
 *   (SMALL_PRINT_REM): it scrolls sideways instead. A diagram too wide for a column at that size
 *   can have a narrow drawing (top to bottom, shorter lines), shown when the column is narrower
 *   than `wideFromRem`.
 * - The box is sized from the SVG's width and height before anything loads: no layout shift.
 * - The figure is focusable (`figure[data-diagram]`, the attribute holds the diagram's key): a
 *   keyboard user can scroll it, and an image zoom can open it larger.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {readableWidthRem, type DiagramVariant} from '@site/src/lib/diagrams';
import styles from './styles.module.css';

type Props = {
  /** The key of the diagram in diagram-cache/. */
  diagram: string;
  main?: DiagramVariant;
  narrow?: DiagramVariant;
  wideFromRem?: number;
};

function Drawing({variant, className}: {variant: DiagramVariant; className?: string}): ReactNode {
  const size = {
    '--diagram-width': `${variant.width}px`,
    '--diagram-readable-width': `${readableWidthRem(variant)}rem`,
  } as CSSProperties;
  return (
    <div className={clsx(styles.drawing, className)} style={size}>
      <div className={styles.light} dangerouslySetInnerHTML={{__html: variant.light}} />
      <div className={styles.dark} dangerouslySetInnerHTML={{__html: variant.dark}} />
    </div>
  );
}

export default function Diagram({diagram, main, narrow, wideFromRem}: Props): ReactNode {
  const both = main && narrow;
  return (
    <figure
      className={styles.diagram}
      data-diagram={diagram}
      data-wide-from={both ? wideFromRem : undefined}
      tabIndex={0}
    >
      {main && <Drawing variant={main} className={both ? styles.wide : undefined} />}
      {narrow && <Drawing variant={narrow} className={both ? styles.narrow : undefined} />}
    </figure>
  );
}
