/**
 * The scale bench's measurements in the browser. They use only what every search engine of the
 * site keeps (the DOM contract of the search box): the navbar input `input.navbar__search-input`,
 * suggestions `[role="listbox"] [role="option"]`, and a loading message in a `role="status"`
 * element of the navbar. Bytes are counted from the DevTools protocol's network events
 * (encodedDataLength: compressed body and headers, as transferred).
 */
import type {Browser} from '@playwright/test';
import {emulatePhone} from './searchLatency';
import {isSearchUrl} from './scaleReport';

/** The phone of the cold-search figure: 390 CSS px wide, touch. */
const PHONE_VIEWPORT = {width: 390, height: 844};

/** `promise`, or `fallback` if it has not settled after `ms`. */
async function withinTime<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Phase = 'load' | 'idle' | 'after' | 'done';

export interface ColdSearchBytes {
  /** Tap to the first suggestion on screen; null if none came within the time limit. */
  firstSuggestionMs: number | null;
  /** Tap to a visible loading message; null if none showed. */
  loadingShownMs: number | null;
  /** Bytes of the page load (to network idle and hydration), of the idle time after, and after the tap. */
  bytes: {load: number; idle: number; after: number; searchBeforeTap: number};
  /** What was requested after the tap, with its bytes. */
  afterTap: {url: string; bytes: number}[];
  /** What was requested between the tap and the first suggestion on screen (issue 50: at most 8). */
  beforeFirstSuggestion: string[];
}

/**
 * A reader on a phone opens `url`, waits until the page is hydrated and idle (so anything an
 * engine warms in idle time is fetched), then, on PHONE_PROFILE's network and CPU, taps the search
 * box and types `query` at once: time to the first suggestion, and bytes before and after the tap.
 * A fresh browser context, so nothing is cached.
 */
export async function coldSearchBytes(
  browser: Browser,
  url: string,
  query: string,
  timeoutMs = 60_000,
): Promise<ColdSearchBytes> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let phase: Phase = 'load';
    let lastRequest = Date.now();
    const sent = new Map<string, {url: string; phase: Phase; at: number}>();
    const done: {url: string; phase: Phase; bytes: number}[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      lastRequest = Date.now();
      sent.set(event.requestId, {url: event.request.url, phase, at: event.wallTime * 1000});
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = sent.get(event.requestId);
      if (request) done.push({...request, bytes: event.encodedDataLength});
    });
    await cdp.send('Network.enable');
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Idle time: until nothing was requested for 2 s, at least 4 s (idle callbacks wait up to 3 s).
    phase = 'idle';
    const idleStart = Date.now();
    while (Date.now() - idleStart < 15_000) {
      if (Date.now() - idleStart >= 4000 && Date.now() - lastRequest >= 2000) break;
      await page.waitForTimeout(250);
    }
    await emulatePhone(cdp);
    await page.evaluate(`void (window.__scaleCold = (${WATCH})(${timeoutMs}))`);
    phase = 'after';
    await page.tap('input.navbar__search-input');
    await page.keyboard.insertText(query);
    // A page whose main thread is frozen cannot time itself out.
    const watched = await withinTime(
      page.evaluate<{first: number | null; loading: number | null; firstAt: number | null}>(
        'window.__scaleCold',
      ),
      timeoutMs + 5000,
      {first: null, loading: null, firstAt: null},
    );
    phase = 'done';
    if (watched.first !== null) {
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      // Responses of requests sent before the first suggestion that finish a little later.
      await page.waitForTimeout(500);
    }
    const sum = (list: {bytes: number}[]) => list.reduce((total, r) => total + r.bytes, 0);
    const of = (p: Phase) => done.filter((r) => r.phase === p);
    return {
      firstSuggestionMs: watched.first,
      loadingShownMs: watched.loading,
      bytes: {
        load: sum(of('load')),
        idle: sum(of('idle')),
        after: sum(of('after')),
        searchBeforeTap: sum([...of('load'), ...of('idle')].filter((r) => isSearchUrl(r.url))),
      },
      afterTap: of('after').map(({url: u, bytes}) => ({url: u, bytes})),
      // By the wall clock (the page's Date.now() when the suggestion showed, the DevTools
      // protocol's wallTime of each request): those sent after the tap, before it.
      beforeFirstSuggestion: [...sent.values()]
        .filter((r) => r.phase === 'after' && watched.firstAt !== null && r.at <= watched.firstAt)
        .map((r) => r.url),
    };
  } finally {
    await context.close();
  }
}

/**
 * Resolves, from the first touch on the page, with when a loading message showed in the navbar's
 * status element and when the first suggestion did (null for either that never did in time).
 */
const WATCH = `(timeoutMs) => new Promise((resolve) => {
  let tapped = null;
  let loading = null;
  document.addEventListener('touchstart', () => { tapped ??= performance.now(); }, {capture: true, once: true});
  const started = performance.now();
  const check = () => {
    if (tapped !== null) {
      if (loading === null) {
        for (const status of document.querySelectorAll('.navbar [role="status"]')) {
          if (status.textContent.trim() && status.checkVisibility()) loading = performance.now() - tapped;
        }
      }
      if (document.querySelector('[role="listbox"] [role="option"]')) {
        resolve({first: performance.now() - tapped, loading, firstAt: Date.now()});
        return;
      }
    }
    if (performance.now() - started > timeoutMs) resolve({first: null, loading, firstAt: null});
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * Milliseconds from typing `query` into the search box to new suggestions on screen, the engine
 * ready (a first query, `warmup`, answered before) and the CPU slowed `cpuSlowdown` times; null if
 * none came within `timeoutMs`. A fresh page per query, so one that never finishes does not hold
 * up the next.
 */
export async function answerTime(
  browser: Browser,
  url: string,
  warmup: string,
  query: string,
  cpuSlowdown: number,
  timeoutMs: number,
): Promise<number | null> {
  const context = await browser.newContext({viewport: PHONE_VIEWPORT, isMobile: true});
  try {
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'networkidle'});
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await input.fill(warmup);
    await page.locator('[role="listbox"] [role="option"]').first().waitFor({timeout: 60_000});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
    return await withinTime(
      page.evaluate<number | null>(`(${TYPE_AND_WAIT})(${JSON.stringify(query)}, ${timeoutMs})`),
      timeoutMs + 5000,
      null,
    );
  } finally {
    await context.close();
  }
}

/** Types `q` into the search box; resolves with the ms until changed suggestions are on screen, or null. */
const TYPE_AND_WAIT = `(q, timeoutMs) => new Promise((resolve) => {
  const box = document.querySelector('input.navbar__search-input');
  const list = () => document.querySelector('[role="listbox"]');
  const before = list()?.textContent ?? '';
  const start = performance.now();
  // The native setter: a React-controlled input sees the change too.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, q);
  box.dispatchEvent(new Event('input', {bubbles: true}));
  const check = () => {
    const now = list();
    if (now?.querySelector('[role="option"]') && now.textContent !== before) resolve(performance.now() - start);
    else if (performance.now() - start > timeoutMs) resolve(null);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;
