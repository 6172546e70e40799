/**
 * SearchBar wrapper: loads the real search bar (@easyops-cn/docusaurus-search-local,
 * with lunr, its language plugins and autocomplete.js) only when the reader
 * reaches for search — hover, focus, touch or Ctrl/⌘+K — instead of in the
 * main bundle of every page. Until then a look-alike box stands in, so the
 * navbar does not move. Once loaded, the real bar takes over: it fetches the
 * index on its own first hover or focus, exactly as before (spec §4 Search).
 *
 * Changed from the original: lazy loading, and the input's aria-label is the
 * translated "搜索" instead of the plugin's hard-coded English "Search".
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme-original/SearchBar';
import styles from './styles.module.css';

const RealSearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = React.ComponentProps<typeof SearchBarType>;

function label(): string {
  return translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
}

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** The stand-in: same size and look as the real box, no search code. */
function Placeholder({onActivate}: {onActivate: (focus: boolean, typed?: string) => void}): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <div className={`navbar__search ${styles.container}`} dir="ltr" data-search-placeholder>
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={label()}
        aria-label={label()}
        className={`navbar__search-input ${styles.input}`}
        onPointerEnter={() => onActivate(false)}
        onTouchStart={() => onActivate(false)}
        onFocus={() => onActivate(true)}
        onChange={(event) => onActivate(true, event.target.value)}
        defaultValue=""
      />
      {isBrowser && (
        <div className={styles.hints} aria-hidden="true">
          <kbd className={styles.hint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </div>
      )}
    </div>
  );
}

/** Runs once the real bar has mounted: hands over focus and anything already typed. */
function HandOver({
  container,
  focus,
  typed,
}: {
  container: RefObject<HTMLDivElement | null>;
  focus: boolean;
  typed: string;
}) {
  useEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return;
    input.setAttribute('aria-label', label());
    if (typed) {
      // React tracks the value; set it the way a user's typing would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (focus) input.focus();
  }, [container, focus, typed]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const [active, setActive] = useState(false);
  const [focus, setFocus] = useState(false);
  const [typed, setTyped] = useState('');
  const container = useRef<HTMLDivElement>(null);

  const activate = (withFocus: boolean, text?: string) => {
    if (withFocus) setFocus(true);
    if (text !== undefined) setTyped(text);
    setActive(true);
  };

  // Ctrl/⌘+K before the real bar (which has its own handler) is loaded.
  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setFocus(true);
      setActive(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const placeholder = <Placeholder onActivate={activate} />;
  return (
    <div ref={container} className={styles.wrapper}>
      {active ? (
        <Suspense fallback={placeholder}>
          <RealSearchBar {...props} />
          <HandOver container={container} focus={focus} typed={typed} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
