/**
 * Site component: no installed theme provides @theme/SearchBar (the site has no search theme).
 *
 * The navbar's search box (the site's own: plugins/search/runtime reads the sharded index that
 * plugins/search builds). The box is in every page's HTML and works from the first moment: text
 * typed before the page hydrates or while the search loads is kept and answered. The search code
 * and the index's small manifest load when the page is idle (not on a data-saver or 2G
 * connection) or at the first hover, touch, focus or Ctrl/⌘+K, whichever comes first; a question
 * then fetches only the index shards of its own words, and the sections it shows.
 *
 * At most 8 suggestions, each with a snippet of 50 characters around the words searched for
 * (marked); the first is chosen, arrow keys choose another (or the box: Enter then opens the
 * search page), Enter opens, Escape closes; "See all results" opens the search page. A page opened from a suggestion marks the
 * words (plugins/search/client/highlight.ts).
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import type {Suggestions} from '../../runtime/client';
import {searchPageUrl} from '../../runtime/links';
import {shouldPrefetch, whenIdle} from '../../runtime/prefetch';
import SnippetText, {ResultHeading} from './SnippetText';
import styles from './styles.module.css';

/** The spec's limits: at most 8 suggestions, snippets of 50 characters. */
const LIMIT = 8;
const SNIPPET_LENGTH = 50;

// Named, so that offline reading keeps it with the newcomer pages (plugins/offline.ts LAZY_CHUNKS).
const loadClient = () => import(/* webpackChunkName: "search-client" */ '../../runtime/client');
// Whether a question looks like a game message (issue 29); its own chunk, with the messages.
const loadMessageHint = () => import('@site/src/components/MessageLookup/searchHint');

type Status = 'idle' | 'loading' | 'ready' | 'failed';

function label(): string {
  return translate({
    id: 'theme.SearchBar.label',
    message: '搜索',
    description: 'The ARIA label and placeholder for search button',
  });
}

function isShortcut(event: globalThis.KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export default function SearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl, customFields},
  } = useDocusaurusContext();
  // config/community.ts `messageLookup`, through docusaurus.config.ts (no config object in this bundle).
  const lookUpMessages = customFields?.messageLookup === true;
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const [messageHint, setMessageHint] = useState<{question: string; href: string | null} | null>(null);
  const asked = useRef(0);

  /** Loads the search (once); `waiting`: the reader asked, so a failure is shown. */
  const start = useCallback(
    (waiting: boolean) => {
      setStatus((now) => {
        if (now === 'ready' || now === 'loading') return now;
        if (!waiting && now === 'failed') return now;
        // A reader about to ask (waiting) also gets the heads file; the idle-time opening only
        // the manifest (it costs every visit, not only a search).
        void loadClient()
          .then((client): Promise<unknown> =>
            waiting ? client.prepare(baseUrl) : client.openEngine(baseUrl),
          )
          .then(
            () => setStatus('ready'),
            () => setStatus(waiting ? 'failed' : 'idle'),
          );
        return waiting ? 'loading' : now;
      });
    },
    [baseUrl],
  );

  // Text typed, or focus given, before hydration; the idle-time start; Ctrl/⌘+K.
  useEffect(() => {
    const box = input.current;
    if (box?.value) {
      setQuery(box.value);
      start(true);
    }
    if (box && document.activeElement === box) {
      setOpen(true);
      start(true);
    }
    const cancel = shouldPrefetch() ? whenIdle(() => start(false)) : undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancel?.();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [start]);

  // Answer the current question once the search is ready; only the latest answer is shown.
  useEffect(() => {
    const question = query.trim();
    if (!question || status !== 'ready') return;
    const ask = ++asked.current;
    // The suggestions as soon as the shards and heads are in (their snippets: below).
    void loadClient()
      .then(async (client) => {
        const found = await client.suggestHeads(baseUrl, question, LIMIT, client.FIRST_STAGE_SHARDS);
        if (ask !== asked.current) return;
        setAnswer(found);
        // The first suggestion is chosen: Enter opens it.
        setActive(found.items.length > 0 ? 0 : -1);
        if (!found.partial) return;
        // A long question: answered again from all its shard files, a moment later.
        const all = await client.suggestHeads(baseUrl, question, LIMIT);
        if (ask !== asked.current) return;
        setAnswer(all);
        setActive((now) => (all.items.length === 0 ? -1 : Math.min(Math.max(now, 0), all.items.length - 1)));
      })
      .then(
        () => undefined,
        () => {
          if (ask !== asked.current) return;
          // No earlier question's suggestions under the error: Enter must not open one of them.
          setAnswer(null);
          setActive(-1);
          setStatus('failed');
        },
      );
  }, [query, status, baseUrl]);

  // The snippets of suggestions on screen, fetched once they have been painted (after the next
  // frame): their section files do not hold the suggestions up. One that cannot be
  // fetched stays empty; the suggestion still works.
  useEffect(() => {
    // Not for a first answer that is about to be refined: its sections may not stay.
    if (!answer || answer.partial || answer.items.every((item) => item.snippet !== null)) return undefined;
    const ask = asked.current;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's paint, then the fetch.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void loadClient()
          .then((client) => client.withSnippets(baseUrl, answer, SNIPPET_LENGTH))
          .then(
            (shown) => current && ask === asked.current && setAnswer(shown),
            () => undefined,
          );
      }, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answer, baseUrl]);

  // A question that looks like a game message also offers the can't-get-in page's lookup, once
  // the first suggestions are there (its chunk does not hold them up).
  const answered = answer !== null;
  useEffect(() => {
    const question = query.trim();
    if (!lookUpMessages || !question || status !== 'ready' || !answered) return;
    void loadMessageHint().then(
      ({messageLookupHref}) => setMessageHint({question, href: messageLookupHref(question)}),
      () => setMessageHint(null),
    );
  }, [query, status, lookUpMessages, answered]);
  // Only the hint of the question in the box.
  const messageHref = messageHint?.question === query.trim() ? messageHint.href : null;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    input.current?.blur();
    history.push(href);
  };
  const items = answer?.items ?? [];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the box itself: down from the last suggestion, up from the first.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((now) => ((now + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Enter') {
      const question = query.trim();
      if (!question) return;
      event.preventDefault();
      const chosen = items[active];
      go(chosen ? chosen.href : searchPageUrl(baseUrl, question));
    } else if (event.key === 'Escape') {
      // Closes the suggestions; the text stays (the browser would empty a search field).
      event.preventDefault();
      close();
    }
  };

  const showList = open && query.trim() !== '' && answer !== null;
  const listId = `${id}-list`;
  const waiting = open && status === 'loading';
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <div
      ref={container}
      className={clsx('navbar__search', styles.container)}
      role="search"
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        // A combobox may be a text field, not a search field (ARIA in HTML); enterKeyHint gives
        // phones their search key all the same.
        type="text"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={label()}
        aria-label={label()}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={1000}
        defaultValue=""
        onPointerEnter={() => start(false)}
        onTouchStart={() => start(true)}
        onFocus={() => {
          setOpen(true);
          start(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          start(true);
        }}
        onKeyDown={onKeyDown}
      />
      {query !== '' ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={translate({
            id: 'searchBar.clear',
            message: '清除搜索内容',
            description: 'The clear button of the search box',
          })}
          onClick={() => {
            if (input.current) input.current.value = '';
            setQuery('');
            input.current?.focus();
          }}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        isBrowser && (
          <div className={styles.hints} aria-hidden="true">
            <kbd className={styles.hint}>{isMac ? '⌘' : 'ctrl'}</kbd>
            <kbd className={styles.hint}>K</kbd>
          </div>
        )
      )}
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className={styles.status}>
        {waiting && (
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
      {open && status === 'failed' && (
        <p className={clsx(styles.message, styles.error)} role="alert" data-testid="search-error">
          {translate({
            id: 'searchBar.indexFailed',
            message: '搜索结果暂时无法加载，请稍后刷新页面再试。',
            description: 'Shown under the search box when the search index cannot be loaded',
          })}
        </p>
      )}
      <div
        className={clsx(styles.dropdown, !showList && styles.hidden)}
        onMouseDown={(e) => e.preventDefault()}
      >
        {showList && messageHref && (
          <Link
            to={messageHref}
            className={styles.seeAll}
            onClick={() => close()}
            data-testid="search-message-lookup"
          >
            {translate({
              id: 'theme.SearchBar.messageLookup',
              message: '这像是游戏里的提示：到「进不去服务器的原因」里查它 →',
            })}
          </Link>
        )}
        <ul
          role="listbox"
          id={listId}
          aria-label={label()}
          aria-busy={answer?.partial ? true : undefined}
          className={styles.list}
        >
          {showList &&
            items.map((item, index) => (
              <li
                key={item.href}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.option, index === active && styles.active)}
                onMouseEnter={() => setActive(index)}
              >
                <Link to={item.href} tabIndex={-1} className={styles.link} onClick={() => close()}>
                  <span className={styles.title}>
                    {item.title}
                    <ResultHeading heading={item.heading} />
                  </span>
                  <SnippetText parts={item.snippet} className={styles.snippet} />
                </Link>
              </li>
            ))}
        </ul>
        {showList && items.length === 0 && (
          <p className={styles.empty}>
            {translate({id: 'theme.SearchBar.noResultsText', message: '没有找到任何文档'})}
          </p>
        )}
        {showList && items.length > 0 && (
          <Link
            to={searchPageUrl(baseUrl, answer?.query ?? query.trim())}
            tabIndex={-1}
            className={styles.seeAll}
            onClick={() => close()}
          >
            {translate({id: 'theme.SearchBar.seeAll', message: '查看全部结果'})}
          </Link>
        )}
      </div>
    </div>
  );
}
