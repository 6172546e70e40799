import {DISMISSED_KEY} from '@site/src/lib/languageOffer';
import styles from './styles.module.css';

/**
 * The offer's words, in the language offered (the reader reads that one better than the page's),
 * with that language's code for `lang`. A locale added to the site without an entry here gets no
 * offer.
 */
const OFFER_TEXT: Readonly<Record<string, {lang: string; text: string; link: string; dismiss: string}>> = {
  en: {
    lang: 'en',
    text: 'This page is also available in English.',
    link: 'Read it in English',
    dismiss: 'No thanks, do not offer again',
  },
  zh: {
    lang: 'zh-CN',
    text: '本页有中文版。',
    link: '阅读中文版',
    dismiss: '不用了，不再提示',
  },
};

/**
 * The bar's height, read by styles.module.css to leave that much room at the page's end. Set on
 * the site's footer, the one element that reads it, not on the root: a custom property inherits, so
 * setting it on `<html>` had every element of the page restyled (a task of 65–115 ms at 4× CPU on
 * the longest post, issue 47); on the footer only the footer's few elements are.
 */
const ROOM_PROPERTY = '--language-offer-room';

/** The page's footer: React renders a new one when a navigation changes the page's layout. */
function pageFooter(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.theme-layout-footer');
}

function remember(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // No storage: nothing to remember it in.
  }
}

/**
 * One line at the bottom of the window: the offer, a link to the same page in `target`'s locale,
 * and a button that dismisses it for good. A region landmark named in the offered language; fixed,
 * so it pushes no content; outside React's root, so hydration never sees it.
 */
export function showLanguageOffer(target: string, href: string): void {
  const words = OFFER_TEXT[target];
  if (!words || document.querySelector('[data-language-offer]')) return;
  const bar = document.createElement('aside');
  bar.className = styles.bar ?? '';
  bar.lang = words.lang;
  bar.dataset.languageOffer = target;
  bar.setAttribute('aria-label', words.text);
  const text = document.createElement('span');
  text.textContent = words.text;
  const link = document.createElement('a');
  link.href = href;
  link.hreflang = words.lang;
  link.textContent = words.link;
  link.className = styles.link ?? '';
  link.addEventListener('click', remember);
  // Room below the footer as tall as the bar, so the page's last lines scroll clear of it (the
  // strict newcomer reading, issue 45: the bar covered the end of the page). Only the page's end
  // grows, so nothing the reader sees moves.
  let height = 0;
  let footer: HTMLElement | null = null;
  const makeRoom = () => {
    const current = pageFooter();
    if (footer && footer !== current) footer.style.removeProperty(ROOM_PROPERTY);
    footer = current;
    footer?.style.setProperty(ROOM_PROPERTY, `calc(${height}px + 2rem)`);
  };
  const room = new ResizeObserver(() => {
    height = bar.offsetHeight;
    makeRoom();
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close ?? '';
  close.setAttribute('aria-label', words.dismiss);
  close.title = words.dismiss;
  close.textContent = '×';
  close.addEventListener('click', () => {
    remember();
    bar.remove();
    room.disconnect();
    footer?.style.removeProperty(ROOM_PROPERTY);
  });
  document.addEventListener('language-offer:update', (event) => {
    link.href = (event as CustomEvent<string>).detail;
    // A page of another layout has a footer of its own.
    if (bar.isConnected) makeRoom();
  });
  bar.append(text, ' ', link, close);
  document.body.append(bar);
  room.observe(bar);
}
