import {createElement, type ReactNode} from 'react';

/** Stand-in for @theme/Heading. */
export default function Heading({as, children, ...rest}: {as: string; children?: ReactNode}) {
  return createElement(as, rest, children);
}
