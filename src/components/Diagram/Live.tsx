/**
 * A Mermaid diagram that has no drawing made ahead of time (issue 49): a page edited in GitHub's
 * web editor and built where no Chromium can draw it (plugins/diagrams/index.ts warns). The page
 * shows the diagram's source as text from the first paint (also without JavaScript), and in the
 * browser Mermaid draws it in its place: @docusaurus/theme-mermaid's component, loaded as a
 * chunk of its own by the pages that have such a diagram only (src/theme/Mermaid keeps it out of
 * every other page). Once `npm run diagrams` (or a build with Chromium) has drawn it, the page
 * gets the drawing made ahead of time again (plugins/diagrams/remark.ts).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LiveDiagram({source}: {source: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const text = (
    <figure className={styles.live} data-live-diagram="">
      <pre className={styles.liveSource}>
        <code>{source}</code>
      </pre>
      <figcaption className={styles.liveNote}>
        <Translate id="diagram.live">图表（正在绘制）</Translate>
      </figcaption>
    </figure>
  );
  if (!isBrowser) return text;
  return (
    <Suspense fallback={text}>
      <div data-live-diagram="drawn">
        <Mermaid value={source} />
      </div>
    </Suspense>
  );
}
