import {useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {installZoom} from './zoom';
import styles from './styles.module.css';

/**
 * An ordinary image that opens larger on click, tap, or Enter/Space (zoom.ts). Markdown images
 * get it from plugins/remark-zoom-images.ts; the image keeps its own alt text, declared size and
 * lazy loading.
 */
export default function Zoom({children}: {children: ReactNode}): ReactNode {
  useEffect(() => installZoom(), []);
  return (
    <button
      type="button"
      className={styles.imageTrigger}
      data-zoomable=""
      data-zoom-close={translate({id: 'screen.zoom.close', message: '关闭'})}
      aria-haspopup="dialog"
    >
      {children}
      <VisuallyHidden>{translate({id: 'screen.zoom.open', message: '（放大查看）'})}</VisuallyHidden>
    </button>
  );
}
