/**
 * @docusaurus/plugin-pwa's `swRegister` module (plugins/offline.ts; in production builds with
 * `offline` on): registers the service worker with the plugin's own code once the page has loaded
 * and the browser is idle, so the page's first load carries a few bytes of it, not the
 * registration code and workbox-window (loaded as chunks of their own afterwards). A reader who
 * asked the browser to save data (Save-Data) gets no service worker: it would download the
 * newcomer path at once. The plugin's registration code is not exported: it is imported from its
 * `lib/` file (the one reach into the plugin's internals; src/theme/README.md).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const savesData = (): boolean =>
  (navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData === true;

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && !savesData()) {
  const register = () => {
    const start = () => void import('@docusaurus/plugin-pwa/lib/registerSw.js');
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, {timeout: 5000});
    else window.setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
}
