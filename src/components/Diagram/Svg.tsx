/**
 * One colour mode of a diagram's drawing (src/components/Diagram): the SVG the page's HTML holds,
 * kept through hydration (src/lib/keepServerHtml.ts; also when the figure renders again), or,
 * after a client-side navigation, which has no server HTML, the one fetched from its file. One
 * that cannot be fetched shows a line saying so, with the file's link.
 *
 * The only part of the diagram that relies on how React hydrates (the register's lines against
 * internals count this file, not the figure around it).
 */
import {memo, useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {DiagramSvg} from '@site/src/lib/diagrams';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';

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

export default Svg;
