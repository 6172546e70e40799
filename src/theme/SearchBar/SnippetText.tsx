import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {SnippetPart} from '@site/src/lib/search/snippet';
import styles from './result.module.css';

/** A snippet as text, the searched words in <mark> (never HTML, whatever the text holds). */
export default function SnippetText({
  parts,
  className,
}: {
  parts: SnippetPart[];
  className?: string;
}): ReactNode {
  return (
    <span className={clsx(styles.snippet, className)}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}

/** A result's section heading after its page title ("Title › Heading"). */
export function ResultHeading({heading}: {heading: string}): ReactNode {
  return heading ? <span className={styles.heading}>{heading}</span> : null;
}
