/**
 * Mermaid wrapper:
 * - Reserves the diagram's box before Mermaid renders it, so the text below does not jump (no
 *   layout shift). Sizes come from src/theme/Mermaid/sizes.json, written by
 *   `npm run diagram-sizes`; a diagram without a recorded size gets no reserved box.
 * - Loads and runs Mermaid (about 200 KiB of compressed JavaScript and a layout pass) only when
 *   the diagram comes within 600px of the screen, so a reader who never scrolls to it, and the
 *   page's first load on a phone, do not pay for it.
 */
import {type ReactNode, useRef} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import {diagramKey} from '@site/src/lib/diagramKey';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import sizes from './sizes.json';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof MermaidType>;

const known = sizes as Record<string, {width: number; height: number} | undefined>;

export default function MermaidWrapper(props: Props): ReactNode {
  const size = known[diagramKey(props.value)];
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '600px');
  return (
    <div
      ref={box}
      className={styles.reserve}
      style={size && {maxWidth: `${size.width}px`, aspectRatio: `${size.width} / ${size.height}`}}
      data-diagram=""
    >
      {near && <Mermaid {...props} />}
    </div>
  );
}
