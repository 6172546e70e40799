/**
 * Mermaid wrapper: reserves the diagram's box before Mermaid (loaded after
 * hydration) renders it, so the text below does not jump (no layout shift).
 * Sizes come from src/theme/Mermaid/sizes.json, written by
 * `npm run diagram-sizes`; a diagram without a recorded size renders as
 * before. Changed from the original: only the reserving box around it.
 */
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import {diagramKey} from '@site/src/lib/diagramKey';
import sizes from './sizes.json';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof MermaidType>;

const known = sizes as Record<string, {width: number; height: number} | undefined>;

export default function MermaidWrapper(props: Props): ReactNode {
  const size = known[diagramKey(props.value)];
  if (!size) return <Mermaid {...props} />;
  return (
    <div
      className={styles.reserve}
      style={{maxWidth: `${size.width}px`, aspectRatio: `${size.width} / ${size.height}`}}
      data-diagram-reserved=""
    >
      <Mermaid {...props} />
    </div>
  );
}
