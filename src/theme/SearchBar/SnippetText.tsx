import type {ReactNode} from 'react';
import type {SnippetPart} from '@site/src/lib/search/snippet';

/** A snippet as text, the searched words in <mark> (never HTML, whatever the text holds). */
export default function SnippetText({
  parts,
  className,
}: {
  parts: SnippetPart[];
  className?: string;
}): ReactNode {
  return (
    <span className={className}>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
