import type {Page} from '@playwright/test';

/** Starts adding up the page's layout shifts not caused by input (CLS); call before goto. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {cls: number; clsObserver: PerformanceObserver; clsShifts: string[]};
    w.cls = 0;
    w.clsShifts = [];
    /** An element as a short selector: tag, id, first class. */
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName.toLowerCase() ?? '(removed)';
      const id = node.id ? `#${node.id}` : '';
      const className = typeof node.className === 'string' ? node.className.split(/\s+/)[0] : '';
      return `${node.localName}${id}${className ? `.${className}` : ''}`;
    };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
    };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.cls += entry.value;
        // What moved, where and when: the failure message of a test that finds a shift.
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const moved = (entry.sources ?? []).map(
          (s) => `${named(s.node)} (${box(s.previousRect)} → ${box(s.currentRect)})`,
        );
        w.clsShifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
        );
      }
    };
    w.clsObserver = new PerformanceObserver((list) => add(list.getEntries()));
    w.clsObserver.observe({type: 'layout-shift', buffered: true});
    // The shifts recorded but not yet handed to the callback (it runs a moment later): layoutShift
    // takes them too, so a reading right after a frame misses none.
    (w as unknown as {clsPending: () => void}).clsPending = () => add(w.clsObserver.takeRecords());
  });
}

/** The layout shift added up since the page loaded, including shifts not yet reported to the observer. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as {cls: number; clsPending: () => void};
    w.clsPending();
    return w.cls;
  });
}

/** The shifts added up by layoutShift, one line each (size, time, what moved): for a failure message. */
export function layoutShifts(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as {clsShifts: string[]}).clsShifts.join('\n'));
}

/** Resolves after the page has rendered two more frames (what was laid out has been drawn). */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
