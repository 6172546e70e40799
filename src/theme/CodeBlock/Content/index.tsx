/**
 * Wraps the theme's code block content (the highlighted <pre>) so that a page's first load needs
 * no Prism (a customisation: src/theme/README.md).
 *
 * - The server renders the original, highlighted with the site's Prism
 *   (src/components/CodeHighlighter/highlight.server.ts): the page's HTML holds every block
 *   highlighted.
 * - The browser hydrates a block of the HTML as the same <pre> and <code>, the code's lines left as
 *   the HTML has them (src/lib/keepServerHtml.ts). It keeps that markup, by language and code, for
 *   the same block drawn again: the theme remounts its tab panels after hydration.
 * - A block the browser draws without HTML (after a client-side navigation), or whose HTML is not
 *   the page's code (a host serving stale HTML), is the original: plain lines, then highlighted
 *   once Prism has loaded (src/components/CodeHighlighter/highlight.client.ts).
 */
import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Original from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';
// The original's own class names (the same module, so the same names).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** The highlighted lines of the blocks the page's HTML had, by language and code. */
const kept = new Map<string, {__html: string}>();

/** Where a block's lines come from. */
type From = 'server' | 'html' | 'kept' | 'browser';

/** The code's text as its lines show it (a line is a <span> ending in <br>, no newline). */
const lineText = (text: string) => text.replace(/[\r\n]/g, '');

export default function Content(props: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const theme = usePrismTheme();
  const isBrowser = useIsBrowser();
  const key = `${metadata.language}\n${metadata.code}`;
  const [from] = useState<From>(() =>
    typeof window === 'undefined' ? 'server' : !isBrowser ? 'html' : kept.has(key) ? 'kept' : 'browser',
  );
  const [stale, setStale] = useState(false);
  const code = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (from !== 'html' || !code.current) return;
    if (lineText(code.current.textContent ?? '') === lineText(metadata.code)) {
      kept.set(key, {__html: code.current.innerHTML});
    } else {
      setStale(true);
    }
    // At hydration only: the block's code does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (from === 'server' || from === 'browser' || stale) return <Original {...props} />;
  const language = metadata.language!.toLowerCase();
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(props.className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={theme.plain}
    >
      <code
        ref={code}
        className={clsx(
          styles.codeBlockLines,
          metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        )}
        style={
          metadata.lineNumbersStart === undefined
            ? undefined
            : {counterReset: `line-count ${metadata.lineNumbersStart - 1}`}
        }
        dangerouslySetInnerHTML={from === 'html' ? KEEP_SERVER_HTML : kept.get(key)!}
        suppressHydrationWarning
      />
    </pre>
  );
}
