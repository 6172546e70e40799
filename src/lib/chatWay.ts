/**
 * "Only my way": a reader who has the chat's app (QQ) or has not can say so once, and every page then
 * shows only that way to apply or reach the admins (strict readings 57–59, issue 45: the QQ and
 * no-QQ lines stood side by side on about seven pages, and a reader without QQ skipped the QQ
 * lines in every step).
 *
 * The choice lives on `<html data-chat-way="chat|other">`, set before the first paint by a head
 * script from localStorage, so that CSS hides the other way's lines without a layout shift and
 * without React state in the page: the lines are marked `data-chat-branch="chat|other"`, and
 * src/css/custom.css hides the one not chosen. Without a choice (and without JavaScript) both show.
 * The script also marks `<html data-chat-way-js>`, which shows the choice's buttons: without
 * JavaScript they would do nothing.
 */

/** localStorage key of the reader's choice. */
export const CHAT_WAY_KEY = 'chatWay';

/** The two ways: the community's chat, or its other contact (config `otherContact`). */
export type ChatWay = 'chat' | 'other';

/** The <html> attribute holding the choice. */
export const CHAT_WAY_ATTRIBUTE = 'data-chat-way';

/** The <html> attribute the head script sets: the choice's buttons work. */
export const CHAT_WAY_JS_ATTRIBUTE = 'data-chat-way-js';

/** A stored value as a way, or null: anything else a storage holds is no choice. */
export function asChatWay(value: unknown): ChatWay | null {
  return value === 'chat' || value === 'other' ? value : null;
}

/**
 * The head script: the stored choice on <html> before the first paint. Its text is fixed (no
 * content in it), so the Content-Security-Policy's hash of it does not change with the pages.
 */
export const CHAT_WAY_SCRIPT =
  `(function(){var d=document.documentElement;d.setAttribute('${CHAT_WAY_JS_ATTRIBUTE}','');` +
  `try{var w=localStorage.getItem('${CHAT_WAY_KEY}');` +
  `if(w==='chat'||w==='other')d.setAttribute('${CHAT_WAY_ATTRIBUTE}',w)}catch(e){}})()`;

/** The choice on the page, or null (on the server, or without one). */
export function currentChatWay(): ChatWay | null {
  if (typeof document === 'undefined') return null;
  return asChatWay(document.documentElement.getAttribute(CHAT_WAY_ATTRIBUTE));
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the choice changes, here or in another tab; returns the unsubscriber. */
export function subscribeChatWay(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== CHAT_WAY_KEY) return;
    apply(asChatWay(event.newValue));
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function apply(way: ChatWay | null): void {
  const root = document.documentElement;
  if (way) root.setAttribute(CHAT_WAY_ATTRIBUTE, way);
  else root.removeAttribute(CHAT_WAY_ATTRIBUTE);
  for (const listener of [...listeners]) listener();
}

/** Sets the choice (null: show both ways) on the page and, where storage works, for later pages. */
export function setChatWay(way: ChatWay | null): void {
  try {
    if (way) window.localStorage.setItem(CHAT_WAY_KEY, way);
    else window.localStorage.removeItem(CHAT_WAY_KEY);
  } catch {
    // No storage (a private window that refuses it): the choice holds on this page only.
  }
  apply(way);
}
