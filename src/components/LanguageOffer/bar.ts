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

/** The bar's height, read by styles.module.css to leave that much room at the page's end. */
const ROOM_PROPERTY = '--language-offer-room';

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
  const room = new ResizeObserver(() => {
    document.documentElement.style.setProperty(ROOM_PROPERTY, `calc(${bar.offsetHeight}px + 2rem)`);
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
    document.documentElement.style.removeProperty(ROOM_PROPERTY);
  });
  document.addEventListener('language-offer:update', (event) => {
    link.href = (event as CustomEvent<string>).detail;
  });
  bar.append(text, ' ', link, close);
  document.body.append(bar);
  room.observe(bar);
}
