import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Fragment, type ReactNode} from 'react';

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
  // Like Docusaurus's <Translate>, element values (a link, bold text) are put in as elements.
  const text = translate({id, message: typeof children === 'string' ? children : undefined});
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        const value = name && values && name in values ? values[name] : undefined;
        if (value === undefined) return part;
        return typeof value === 'object' ? <Fragment key={i}>{value as ReactNode}</Fragment> : String(value);
      })}
    </>
  );
}
