import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A data table that scrolls sideways on narrow screens instead of widening
 * the page. The scroll area is a labelled, focusable region so keyboard users
 * can scroll it too. `scroll-table` (src/css/custom.css) shades an edge while there is more of the
 * table beyond it, and keeps the first column readable on narrow screens, as for Markdown tables.
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
    <div className={clsx(styles.scroll, 'scroll-table')} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}
