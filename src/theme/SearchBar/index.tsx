/**
 * SearchBar wrapper: loads the real search bar (@easyops-cn/docusaurus-search-local,
 * with lunr, its language plugins and autocomplete.js) only when the reader
 * reaches for search — hover, focus, touch or Ctrl/⌘+K — instead of in the
 * main bundle of every page. Until then a look-alike box stands in, so the
 * navbar does not move. Once loaded, the real bar takes over.
 *
 * Changed from the original:
 * - lazy loading;
 * - the index download starts at that same first hover, touch or focus, in the plugin's own
 *   worker, at the same time as the bar's code instead of after it (on a phone there is no
 *   hover: the first touch is when the reader asks);
 * - from the first touch or focus until the index is loaded, a "loading" message under the box,
 *   announced to screen readers (the plugin shows only a spinner, and only once the reader has
 *   typed); an index that cannot be loaded says so;
 * - a page opened from a search result (its URL has the plugin's `_highlight` words) loads the
 *   bar, which marks those words on the page;
 * - the input's aria-label is the translated "搜索" instead of the plugin's hard-coded
 *   English "Search".
 *
 * Measured (cold search on the bench's phone profile: 1.6 Mbit/s, 150 ms round trip, 4x slower
 * CPU): the index request now leaves at the tap, where it left 0.5–0.8 s later (after the bar's
 * chunk, the worker's script and its chunks: three round trips); the loading message shows
 * 55–77 ms after the tap. Delete the download start when the plugin starts its index download
 * itself on touch; the message when it announces its loading state.
 */
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import type SearchBarType from '@theme-original/SearchBar';
import type {SearchGlobalData} from '@site/plugins/search-local';
import clsx from 'clsx';
import styles from './styles.module.css';

const loadSearchBar = () => import('@theme-original/SearchBar');
const RealSearchBar = lazy(loadSearchBar);

/**
 * Starts the index download at once, and the plugin's own index loader (the module its bar
 * uses, so the same worker and cache), which asks for the same file once its worker's code has
 * arrived and gets the download under way from the browser's cache (the host keeps the file
 * fresh for a few minutes: static/_headers). The bar later asks the loader for the index and
 * gets it when it is ready. The site has one docs version and no search
 * contexts, so the bar's index is that of the locale's base URL. The promise rejects when the
 * loader fails (the file cannot be fetched or parsed).
 */
function startIndexDownload(baseUrl: string, indexUrl: string): Promise<void> {
  fetch(`${baseUrl}${indexUrl}`)
    .then((response) => response.arrayBuffer())
    .catch(() => undefined); // the loader's own request reports failures
  return import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker').then((m) =>
    m.fetchIndexesByWorker(baseUrl, ''),
  );
}

/** The query parameter of the plugin's result links that names the words to mark on the page. */
const HIGHLIGHT_PARAM = '_highlight';

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
function Placeholder({
  inputRef,
  onActivate,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onActivate: (how: 'hover' | 'touch' | 'focus') => void;
}): ReactNode {
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
        ref={inputRef}
        placeholder={label()}
        aria-label={label()}
        className={`navbar__search-input ${styles.input}`}
        onPointerEnter={(event) => onActivate(event.pointerType === 'mouse' ? 'hover' : 'touch')}
        onTouchStart={() => onActivate('touch')}
        onFocus={() => onActivate('focus')}
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

/** Type `text` into the real (React-controlled) input the way a reader would. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

interface Handover {
  typed: string;
  focus: boolean;
}

/**
 * Mounted with the real bar (still hidden): before the browser paints, it
 * notes what the reader typed into the stand-in and whether it had focus, and
 * swaps the two, so there is never a moment with both boxes or neither.
 */
function SwapWhenMounted({
  stand,
  focus,
  onReady,
}: {
  stand: RefObject<HTMLInputElement | null>;
  focus: RefObject<boolean>;
  onReady: (handover: Handover) => void;
}) {
  useLayoutEffect(() => {
    onReady({
      typed: stand.current?.value ?? '',
      focus: focus.current || document.activeElement === stand.current,
    });
    // Once, when the real bar has mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {indexUrl} = usePluginData('@easyops-cn/docusaurus-search-local') as SearchGlobalData;
  const location = useLocation();
  const [active, setActive] = useState(false);
  const [ready, setReady] = useState(false);
  // The reader has touched or focused the box: they are waiting for the index.
  const [waiting, setWaiting] = useState(false);
  const [indexLoaded, setIndexLoaded] = useState(false);
  const focus = useRef(false);
  const download = useRef<Promise<void> | null>(null);
  const stand = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const handover = useRef<Handover>({typed: '', focus: false});
  const [failed, setFailed] = useState(false);

  // The plugin gives no error state: if its index cannot be fetched or parsed,
  // the promise rejects unhandled and the box spins for ever. While the real
  // bar has not finished loading its index (its autocomplete wraps the input
  // only after that), an unhandled rejection means the index failed: say so
  // and keep the rest of the page working.
  // (Also once it has failed: the bar's own attempt rejects too.)
  useEffect(() => {
    if (!active) return undefined;
    const onRejection = (event: PromiseRejectionEvent) => {
      const input = container.current?.querySelector('input.navbar__search-input');
      const indexLoaded = input?.parentElement?.tagName === 'SPAN';
      if (indexLoaded) return;
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [active]);

  const activate = (how: 'hover' | 'touch' | 'focus') => {
    if (how === 'focus') focus.current = true;
    if (how === 'touch' || how === 'focus') setWaiting(true);
    // The loading message first (an urgent update, painted in the next frame); mounting the
    // real bar after it, its code already on the way.
    void loadSearchBar();
    startTransition(() => setActive(true));
    if (!download.current) {
      download.current = startIndexDownload(baseUrl, indexUrl);
      download.current.catch(() => setFailed(true));
    }
  };

  // A page opened from a search result: the real bar marks the searched words on it (and
  // removes the marks on the next navigation).
  if (!active && new URLSearchParams(location.search).has(HIGHLIGHT_PARAM)) setActive(true);

  // Ctrl/⌘+K before the real bar (which has its own handler) is loaded.
  useEffect(() => {
    if (ready) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      stand.current?.focus();
      activate('focus');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // `activate` only sets state and starts the download once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // The index is loaded once the real bar's autocomplete wraps its input in a <span>.
  useEffect(() => {
    if (!active || indexLoaded) return undefined;
    const root = container.current;
    if (!root) return undefined;
    const check = () => {
      const input = root.querySelector('input.navbar__search-input');
      if (input?.parentElement?.tagName === 'SPAN') setIndexLoaded(true);
    };
    const observer = new MutationObserver(check);
    observer.observe(root, {childList: true, subtree: true});
    check();
    return () => observer.disconnect();
  }, [active, indexLoaded]);

  // What the reader has typed so far, into the stand-in or the real box.
  const typedSoFar = useRef('');
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.matches('input.navbar__search-input')) typedSoFar.current = target.value;
    };
    root.addEventListener('input', onInput, true);
    return () => root.removeEventListener('input', onInput, true);
  }, []);

  // The real bar is showing: give it the focus and the text. Two things of the plugin's can
  // reset the text the reader is typing meanwhile: right after mounting, its page-highlight
  // effect sets the box to the page's highlighted words (none); and its autocomplete wraps the
  // input in a <span> once the index has loaded. After each, type the text again.
  useEffect(() => {
    if (!ready) return undefined;
    const root = container.current;
    const find = () => root?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;
    const input = find();
    if (!root || !input) return undefined;
    input.setAttribute('aria-label', label());
    const {typed, focus: hadFocus} = handover.current;
    if (hadFocus) input.focus();
    if (typed) typeInto(input, typed);
    const restore = () => {
      const real = find();
      if (real && typedSoFar.current && real.value !== typedSoFar.current) typeInto(real, typedSoFar.current);
    };
    // After the plugin's mount-time timeout (queued before this one).
    const timer = setTimeout(restore);
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (find()?.parentElement?.tagName !== 'SPAN') return;
      observer.disconnect();
      // After the autocomplete has set itself up.
      frame = requestAnimationFrame(restore);
    });
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [ready]);

  const loading = waiting && !indexLoaded && !failed;
  return (
    <div ref={container} className={styles.wrapper}>
      {active && (
        <div className={ready ? styles.wrapper : styles.loading}>
          <Suspense fallback={null}>
            <RealSearchBar {...props} />
            <SwapWhenMounted
              stand={stand}
              focus={focus}
              onReady={(state) => {
                handover.current = state;
                setReady(true);
              }}
            />
          </Suspense>
        </div>
      )}
      {!ready && <Placeholder inputRef={stand} onActivate={activate} />}
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className={styles.status}>
        {loading && (
          <p className={styles.message} data-search-loading>
            <span className={styles.spinner} aria-hidden="true" />
            {translate({
              id: 'searchBar.indexLoading',
              message: '正在加载搜索…',
              description: 'Shown under the search box while the search index downloads',
            })}
          </p>
        )}
      </div>
      {failed && (
        <p className={clsx(styles.message, styles.error)} role="alert" data-testid="search-error">
          {translate({
            id: 'searchBar.indexFailed',
            message: '搜索结果暂时无法加载，请稍后刷新页面再试。',
            description: 'Shown under the search box when the search index cannot be loaded',
          })}
        </p>
      )}
    </div>
  );
}
