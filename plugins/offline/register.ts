/**
 * Client module of plugins/offline.ts (only in production builds with `offline` on): registers the
 * service worker with @docusaurus/plugin-pwa's own code, once the page has loaded and the browser
 * is idle, so the page's first load carries a few bytes of it, not the registration code and
 * workbox-window (loaded as chunks of their own afterwards).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const register = () => {
    const start = () => void import('@docusaurus/plugin-pwa/lib/registerSw.js');
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, {timeout: 5000});
    else window.setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
}
