import type {ReactNode} from 'react';

/** Stand-in for @theme/TabItem. */
export default function TabItem({children, label}: {children?: ReactNode; label?: string}) {
  return <section aria-label={label}>{children}</section>;
}
