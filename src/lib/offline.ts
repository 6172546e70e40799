/**
 * When a page registers the offline service worker (plugins/offline/register.ts; the "keep for
 * offline reading" button, src/components/KeepOffline, asks for it): not at a reader's first
 * visit, which costs the page alone (issue 50: the newcomer path is about 740 KiB
 * compressed, 3.4 times the home page, on mobile data, for readers who may open one page from a
 * chat link and never come back). The worker is registered, and the newcomer path kept, when:
 *
 * - it already controls the page (it is kept up to date on every visit);
 * - the site is opened as an installed app (display-mode standalone);
 * - the reader asked for it ("keep for offline reading", KEEP_KEY);
 * - this is a later visit — a page opened in a browser session of its own (not a page of the
 *   session that first saw the site, nor a second tab opened from it) at least LATER_VISIT_MS
 *   after the first visit — unless the reader asked the browser to save data (Save-Data).
 *
 * offlineDecision is pure (the page's state goes in, the decision and what to remember come
 * out); registerWhenWanted reads that state from the browser.
 */

/** localStorage: when the first visit was (ms since 1970). */
export const FIRST_VISIT_KEY = 'offline.firstVisit';
/** localStorage: '1' once the reader asked to keep the guides for offline reading. */
const KEEP_KEY = 'offline.keep';
/** Dispatched on window by the "keep for offline reading" button (src/components/KeepOffline). */
export const KEEP_EVENT = 'offline:keep';
/** sessionStorage: set in every session that has seen a page. */
const SESSION_KEY = 'offline.session';
/** How long after the first visit a page of another session counts as a later visit: an hour. */
export const LATER_VISIT_MS = 60 * 60 * 1000;

export interface OfflineState {
  controlled: boolean;
  standalone: boolean;
  saveData: boolean;
  /** localStorage[KEEP_KEY] */
  asked: boolean;
  /** localStorage[FIRST_VISIT_KEY], or null at the first visit */
  firstVisit: string | null;
  /** sessionStorage[SESSION_KEY] was set: an earlier page of this session was seen */
  sameSession: boolean;
}

interface OfflineDecision {
  register: boolean;
  /** Values to store (localStorage, sessionStorage), when not already there. */
  remember: {firstVisit?: string; session: true};
  why: 'controlled' | 'standalone' | 'asked' | 'later visit' | 'first visit' | 'saves data';
}

export function offlineDecision(state: OfflineState, now: number): OfflineDecision {
  const remember: OfflineDecision['remember'] = {session: true};
  if (state.firstVisit === null) remember.firstVisit = String(now);
  const decide = (register: boolean, why: OfflineDecision['why']): OfflineDecision => ({
    register,
    remember,
    why,
  });
  if (state.controlled) return decide(true, 'controlled');
  if (state.standalone) return decide(true, 'standalone');
  if (state.asked) return decide(true, 'asked');
  if (state.saveData) return decide(false, 'saves data');
  const first = Number(state.firstVisit);
  const later = state.firstVisit !== null && Number.isFinite(first) && now - first >= LATER_VISIT_MS;
  return later && !state.sameSession ? decide(true, 'later visit') : decide(false, 'first visit');
}

const savesData = (): boolean =>
  (navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData === true;

/** Reads the page's state, stores what the decision remembers, and returns whether to register. */
function decideNow(): boolean {
  try {
    const decision = offlineDecision(
      {
        controlled: Boolean(navigator.serviceWorker.controller),
        standalone: window.matchMedia('(display-mode: standalone)').matches,
        saveData: savesData(),
        asked: window.localStorage.getItem(KEEP_KEY) === '1',
        firstVisit: window.localStorage.getItem(FIRST_VISIT_KEY),
        sameSession: window.sessionStorage.getItem(SESSION_KEY) !== null,
      },
      Date.now(),
    );
    if (decision.remember.firstVisit)
      window.localStorage.setItem(FIRST_VISIT_KEY, decision.remember.firstVisit);
    window.sessionStorage.setItem(SESSION_KEY, '1');
    return decision.register;
  } catch {
    // No storage (a private window that refuses it): no visit can be told from the next.
    return Boolean(navigator.serviceWorker.controller);
  }
}

/**
 * Calls `register` (once) when the page has loaded and the browser is idle, if offlineDecision
 * says so; and at once when the reader asks (KEEP_EVENT), remembering the request.
 */
export function registerWhenWanted(register: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register();
  };
  window.addEventListener(KEEP_EVENT, () => {
    try {
      window.localStorage.setItem(KEEP_KEY, '1');
    } catch {
      // Kept for this visit only.
    }
    start();
  });
  const onLoad = () => {
    if (!decideNow()) return;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, {timeout: 5000});
    else window.setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, {once: true});
}
