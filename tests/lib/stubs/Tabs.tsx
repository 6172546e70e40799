import type {ReactNode} from 'react';

/** Stand-in for @theme/Tabs: every panel, one after another. */
export default function Tabs({children}: {children?: ReactNode}) {
  return <div>{children}</div>;
}
