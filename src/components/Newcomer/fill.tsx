import {isValidElement, type ReactNode} from 'react';

/** Replace each `{name}` of a template with a value (text or element). */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const value = values[part];
    if (value === undefined) return `{${part}}`;
    return isValidElement(value) ? <span key={i}>{value}</span> : value;
  });
}
