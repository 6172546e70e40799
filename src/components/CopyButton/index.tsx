import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {copyLater, copyText} from '@site/src/lib/clipboard';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/**
 * A button that copies `text` (or the text a function fetches when clicked); `label` is its full
 * accessible name, e.g. "复制 Java 版地址", `children` its visible text ("复制" by default).
 * The result is announced through a polite live region:
 * "已复制" for screen readers only (the button itself shows it), and on
 * failure a visible hint to select the text by hand.
 */
export default function CopyButton({
  text,
  label,
  children,
}: {
  text: string | (() => Promise<string>);
  label: string;
  children?: ReactNode;
}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = typeof text === 'string' ? await copyText(text) : await copyLater(text());
    setStatus(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), 2000);
  };

  return (
    <>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--primary', styles.button)}
        onClick={onClick}
        aria-label={label}
      >
        {status === 'copied' ? (
          <Translate id="copyButton.copied">已复制</Translate>
        ) : (
          (children ?? <Translate id="copyButton.copy">复制</Translate>)
        )}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {status === 'copied' && (
          <VisuallyHidden>
            <Translate id="copyButton.copied">已复制</Translate>
          </VisuallyHidden>
        )}
        {status === 'failed' && <Translate id="copyButton.failed">复制失败，请手动选中文字复制</Translate>}
      </span>
    </>
  );
}
