/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT, Copyright (c) Facebook, Inc. and its
 * affiliates). One change: hydration keeps the server's highlighted lines instead of
 * highlighting the code again.
 *
 * The theme tokenizes every code block with Prism during hydration only to produce the markup
 * the server already sent, then React walks every token <span>; after hydration it re-renders
 * all the lines of any block that scrolls sideways (the word-wrap state changes). On the longest
 * post that was about 200 ms of the page load at 4x CPU slowdown, the largest part of its
 * blocking time. So while hydrating, <code> is an element with dangerouslySetInnerHTML: React
 * keeps its server content without walking it, and later renders of the block leave it alone.
 * The <pre> around it is hydrated as usual (word wrap and copy work on it and on the code text).
 *
 * A block rendered on the client (client-side navigation, `npm start`) is highlighted as before,
 * and so is a hydrated block whose server content turns out not to be this code (a host that
 * served another page's HTML): a layout effect compares the text before the first paint.
 */
// CHANGED: useLayoutEffect, useState, useIsBrowser and the helpers of ServerLines.
import React, {useLayoutEffect, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
// CHANGED: useIsBrowser.
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
// CHANGED: helpers of ServerLines.
import {sameCodeText} from '@site/src/lib/codeText';
import {KEEP_SERVER_HTML} from '@site/src/lib/keepServerHtml';

import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// CHANGED: ServerLines, and the theme's CodeBlockContent renamed HighlightedLines.
/** The server's lines, kept as they are (see the header). */
function ServerLines({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <Pre
      // Passing the theme's ref object on, as HighlightedLines does; nothing reads it here.
      // eslint-disable-next-line react-hooks/refs
      ref={wordWrap.codeBlockRef}
      className={clsx(className, `prism-code language-${metadata.language.toLowerCase()}`)}
      style={prismTheme.plain}
    >
      <Code suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
    </Pre>
  );
}

function HighlightedLines({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}

// CHANGED: a new CodeBlockContent chooses between ServerLines and HighlightedLines.
export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Hydrating: a render in the browser before BrowserContext flips. (The server renders lines.)
  const isBrowser = useIsBrowser();
  const [keepServerLines, setKeepServerLines] = useState(() => !isBrowser && typeof window !== 'undefined');
  // Runs once after hydration (the deps don't change), and not at all for client renders.
  useLayoutEffect(() => {
    if (!keepServerLines) return;
    const code = wordWrap.codeBlockRef.current?.querySelector('code');
    // Rare (stale server HTML): the one extra render happens before the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!code || !sameCodeText(code.textContent ?? '', metadata.code)) setKeepServerLines(false);
  }, [keepServerLines, metadata.code, wordWrap.codeBlockRef]);
  return keepServerLines ? <ServerLines {...props} /> : <HighlightedLines {...props} />;
}
