/**
 * "Paste the message, get the fix" on "Why can't I get in?" (config/community.ts `messageLookup`):
 * a field where the player pastes what the game showed; the best match of data/game-messages.yml
 * (src/lib/messageMatch.ts) jumps to the section of this page that quotes it, and text that matches
 * nothing, or a message this page has no section for, leads to "how to ask for help" with the text
 * filled into the message to send.
 *
 * Server-rendered as a plain GET form whose action is the message table (#messages): without
 * JavaScript, submitting it leads to the table, which is the page's answer without the matcher.
 * Nothing appears or moves when the page hydrates. Opened as `?message=…` (from the search box),
 * it looks the text up at once.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import community from '@site/config/community';
import data from '@site/data/game-messages.yml';
import type {GameMessages} from '@site/src/lib/gameMessages';
import {decodeLeniently} from '@site/src/lib/cleanPath';
import {lookUpMessage} from '@site/src/lib/messageMatch';
import {ROUTES} from '@site/src/lib/newcomer';
import styles from './styles.module.css';

const messages = (data as GameMessages).messages;

/** The query parameter the search box and the form use. */
const MESSAGE_PARAM = 'message';

/** Where a message is answered on this page: the table row's link, else the section quoting it. */
function sectionOf(id: string): HTMLElement | null {
  const article = document.querySelector('article');
  if (!article) return null;
  const quotes = Array.from(article.querySelectorAll<HTMLElement>(`[data-message="${CSS.escape(id)}"]`));
  for (const quote of quotes) {
    const link = quote.closest('tr')?.querySelector('a[href^="#"]') as HTMLAnchorElement | null | undefined;
    const target = link && document.getElementById(decodeLeniently(link.hash.slice(1)));
    if (target) return target;
  }
  const first = quotes[0];
  if (!first) return null;
  const headings = Array.from(article.querySelectorAll<HTMLElement>('h2[id]'));
  return (
    headings.filter((h) => h.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).pop() ?? null
  );
}

/**
 * Shows the tab that quotes the message when a tab group hides it (a Geyser message quoted under
 * the Bedrock tab of the version section): the theme's own tab button, clicked, so its group and
 * the page's query string follow.
 */
function revealQuote(id: string): boolean {
  const quote = document.querySelector<HTMLElement>(`article [data-message="${CSS.escape(id)}"]`);
  const panel = quote?.closest<HTMLElement>('[role="tabpanel"]');
  if (!panel?.hidden) return false;
  const panels = Array.from(panel.parentElement?.children ?? []).filter(
    (el) => el.getAttribute('role') === 'tabpanel',
  );
  const tab = panel.closest('.tabs-container')?.querySelectorAll<HTMLElement>('[role="tab"]')[
    panels.indexOf(panel)
  ];
  tab?.click();
  return Boolean(tab);
}

/** A heading's own text, without the theme's "#" link. */
const headingText = (heading: HTMLElement): string =>
  Array.from(heading.childNodes)
    .filter((node) => !(node instanceof HTMLElement && node.classList.contains('hash-link')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();

type Result =
  | {kind: 'found'; id: string; section: HTMLElement; title: string}
  | {kind: 'unknown'; text: string}
  | {kind: 'title'}
  | {kind: 'empty'};

/** The help page's message composer, with the pasted text in it. */
const helpHref = (text: string): string =>
  `${ROUTES.help}?${MESSAGE_PARAM}=${encodeURIComponent(text.slice(0, 1000))}#what-to-send`;

export default function MessageLookup(): ReactNode {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<Result | null>(null);
  const location = useLocation();

  const lookUp = (text: string) => {
    if (!text.trim()) {
      setResult({kind: 'empty'});
      return;
    }
    const answer = lookUpMessage(text, messages);
    if (answer.kind === 'title') {
      setResult({kind: 'title'});
      return;
    }
    for (const match of answer.matches) {
      const section = sectionOf(match.id);
      if (!section) continue;
      setResult({kind: 'found', id: match.id, section, title: headingText(section)});
      const opened = revealQuote(match.id);
      window.history.replaceState(window.history.state, '', `#${section.id}`);
      const show = () => {
        section.scrollIntoView();
        section.setAttribute('tabindex', '-1');
        section.focus({preventScroll: true});
      };
      // A tab the theme switches keeps itself where it was on the screen until the tabs render
      // again (its scroll blocker restores the position in a microtask): scroll after that.
      if (opened) requestAnimationFrame(show);
      else show();
      return;
    }
    setResult({kind: 'unknown', text});
  };

  // Opened from the search box (or the form without JavaScript): look the text up at once.
  useEffect(() => {
    const text = new URLSearchParams(location.search).get(MESSAGE_PARAM);
    if (text && input.current) {
      input.current.value = text;
      lookUp(text);
    }
  }, [location.search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    lookUp(input.current?.value ?? '');
  };

  if (!community.messageLookup.enabled) return null;
  return (
    <form className={styles.lookup} action="#messages" method="get" onSubmit={onSubmit} role="search">
      <label htmlFor={inputId} className={styles.label}>
        <Translate id="messageLookup.label">
          把游戏里显示的提示打在这里（中文或英文，打几个词就行）：
        </Translate>
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          name={MESSAGE_PARAM}
          type="search"
          className={styles.input}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="message-lookup-input"
        />
        <button type="submit" className="button button--primary">
          <Translate id="messageLookup.submit">查找原因</Translate>
        </button>
      </div>
      <p role="status" className={styles.result} data-testid="message-lookup-result">
        {result?.kind === 'found' && (
          <Translate
            id="messageLookup.found"
            values={{section: <Link to={`#${result.section.id}`}>{result.title}</Link>}}
          >
            {'最接近的提示在「{section}」一节，已经跳过去了。'}
          </Translate>
        )}
        {result?.kind === 'unknown' && (
          <Translate
            id="messageLookup.unknown"
            values={{
              help: (
                <Link to={helpHref(result.text)} data-testid="message-lookup-help">
                  {translate({id: 'messageLookup.helpLink', message: '按「如何求助」把它发到群里'})}
                </Link>
              ),
            }}
          >
            {'这一页没有和它对得上的提示。{help}，提示原文已经替你填好。'}
          </Translate>
        )}
        {result?.kind === 'title' && (
          <Translate id="messageLookup.title">
            这是连接失败页面的标题，原因写在它下面一行。把下面那一行（或者整页的文字）粘贴进来，再查一次。
          </Translate>
        )}
        {result?.kind === 'empty' && <Translate id="messageLookup.empty">先把提示的文字打在框里。</Translate>}
      </p>
    </form>
  );
}
