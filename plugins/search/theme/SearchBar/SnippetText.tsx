import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {SnippetPart} from '../../runtime/snippet';
import styles from './result.module.css';

/**
 * A snippet as text, the searched words in <mark> (never HTML, whatever the text holds); while its
 * text is on its way (null), an empty line of the same height.
 */
export default function SnippetText({
  parts,
  className,
}: {
  parts: SnippetPart[] | null;
  className?: string;
}): ReactNode {
  if (parts === null)
    return (
      <span className={clsx(styles.snippet, className)} aria-hidden="true" data-snippet-pending="">
        {'\u00a0'}
      </span>
    );
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
