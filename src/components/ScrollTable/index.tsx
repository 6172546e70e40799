import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A data table that scrolls sideways on narrow screens instead of widening
 * the page. The scroll area is a labelled, focusable region so keyboard users
 * can scroll it too.
 */
export default function ScrollTable({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}
