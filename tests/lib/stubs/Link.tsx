import type {ReactNode} from 'react';

/** Stand-in for @docusaurus/Link in Node tests: a plain anchor. */
export default function Link({
  to,
  href,
  children,
  ...rest
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
}) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
