/**
 * A Mermaid diagram drawn ahead of time (plugins/remark-diagrams.ts puts one in place of each
 * ```mermaid fence, with SVGs from diagram-cache/): no Mermaid and no work in the browser.
 *
 * - Both colour modes are in the markup and CSS shows the one of `html[data-theme]`, so the
 *   right diagram shows from the first paint, also without JavaScript.
 * - The SVGs are in the page's HTML but not in its JavaScript (plugins/lib/diagram-svg-loader.cjs
 *   gives the browser each file's address only): hydration keeps the SVG of the HTML
 *   (src/lib/keepServerHtml.ts; also when the figure renders again); after a client-side
 *   navigation, which has no server HTML, each SVG is fetched from its file. One that cannot be
 *   fetched shows a line saying so, with the file's link.
 * - Its text is SVG text, read by screen readers; the hidden mode and drawing are display:none.
 * - It is never shrunk so much that its text gets smaller than 11 px (MIN_TEXT_REM): a diagram
 *   too wide for a column at that size has a narrow drawing (top to bottom, shorter lines: its
 *   author's ```mermaid narrow fence, or made from a flowchart), shown when the column is
 *   narrower than `wideFromRem`; without one it scrolls sideways, with a shadow at the edge that
 *   has more, as tables have.
 * - The box is sized from the SVG's width and height before anything loads: no layout shift.
 * - The figure is focusable (`figure[data-diagram]`, the attribute holds the diagram's key): a
 *   keyboard user scrolls it with the arrow keys.
 * - It opens larger like the site's other pictures (src/components/Screen/zoom.ts): click, tap,
 *   Enter or Space. The dialog shows the main drawing (marked data-zoom-content) where it fits the
 *   window at least as large as the page shows the narrow one (else that one), fitted to the
 *   window, in the colour mode the page shows, and is named after the heading of the diagram's
 *   section; there it zooms and pans (pinch, wheel, + −, arrows).
 */
import {memo, useEffect, useRef, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {readableWidthRem, type DiagramSvg, type PageVariant} from '@site/src/lib/diagrams';
import {installZoom} from '@site/src/components/Screen/zoom';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';
import styles from './styles.module.css';

type Props = {
  /** The key of the diagram in diagram-cache/. */
  diagram: string;
  main?: PageVariant;
  narrow?: PageVariant;
  wideFromRem?: number;
};

/**
 * One colour mode of a drawing: the SVG the page's HTML holds, or, when there is none (a
 * client-side navigation), the one fetched from its file.
 */
const Svg = memo(function Svg({svg, className}: {svg: DiagramSvg; className: string}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || element.firstElementChild) return undefined;
    const abort = new AbortController();
    fetch(svg.url, {signal: abort.signal})
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.text();
      })
      .then((markup) => {
        element.innerHTML = markup;
      })
      .catch(() => {
        if (abort.signal.aborted) return;
        const link = document.createElement('a');
        link.href = svg.url;
        link.textContent = translate({
          id: 'diagram.loadFailed',
          message: '图表没有加载出来：点此打开图表，或刷新页面',
          description: 'Shown in place of a diagram whose drawing could not be downloaded',
        });
        element.replaceChildren(link);
      });
    return () => abort.abort();
  }, [svg.url]);
  // `markup` only exists in the server's bundle: the browser hydrates over the HTML's SVG.
  return (
    <div
      ref={box}
      className={className}
      // Where it is fetched from: also read by the offline precache (plugins/offline.ts pageFiles).
      data-src={svg.url}
      dangerouslySetInnerHTML={svg.markup === undefined ? KEEP_SERVER_HTML : {__html: svg.markup}}
      suppressHydrationWarning
    />
  );
});

function Drawing({
  variant,
  className,
  zoomed,
}: {
  variant: PageVariant;
  className?: string;
  zoomed?: boolean;
}): ReactNode {
  const size = {
    '--diagram-width': `${variant.width}px`,
    '--diagram-readable-width': `${readableWidthRem(variant)}rem`,
  } as CSSProperties;
  return (
    <div className={clsx(styles.drawing, className)} style={size} data-zoom-content={zoomed ? '' : undefined}>
      <Svg svg={variant.light} className={styles.light!} />
      <Svg svg={variant.dark} className={styles.dark!} />
    </div>
  );
}

export default function Diagram({diagram, main, narrow, wideFromRem}: Props): ReactNode {
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
      {main && <Drawing variant={main} className={both ? styles.wide : undefined} zoomed={!!both} />}
      {narrow && <Drawing variant={narrow} className={both ? styles.narrow : undefined} />}
    </figure>
  );
}
