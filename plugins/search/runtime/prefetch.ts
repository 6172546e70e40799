/**
 * When the search may load before the reader asks for it: when the page is idle, and not on a
 * connection the reader pays for or that is slow (Save-Data, 2G), where nothing is fetched until
 * they reach for the box.
 */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function shouldPrefetch(
  connection = (globalThis.navigator as {connection?: NetworkInformation} | undefined)?.connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Runs `task` once the page is idle (after load); returns a function that cancels it. */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let idle = 0;
  let timer = 0;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, {timeout});
    else timer = window.setTimeout(task, 1000);
  };
  const onLoad = () => schedule();
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', onLoad, {once: true});
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle) window.cancelIdleCallback(idle);
    if (timer) window.clearTimeout(timer);
  };
}
