import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Text for screen readers only: read out, not shown. */
export default function VisuallyHidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
