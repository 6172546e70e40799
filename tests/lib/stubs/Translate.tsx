import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';

const english = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../i18n/en/code.json'), 'utf8'),
) as Record<string, {message: string}>;

interface Message {
  id?: string;
  message?: string;
}

function format(text: string, values?: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

/** Stand-in for @docusaurus/Translate: the Chinese default, or i18n/en/code.json on the English site. */
export function translate({id, message}: Message, values?: Record<string, unknown>): string {
  const locale = (globalThis as Record<string, unknown>).__testLocale;
  const text = locale === 'en' && id && english[id] ? english[id].message : (message ?? id ?? '');
  return format(text, values);
}

export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children?: ReactNode;
  values?: Record<string, unknown>;
}) {
  return <>{translate({id, message: typeof children === 'string' ? children : undefined}, values)}</>;
}
