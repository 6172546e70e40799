/**
 * Service worker code of plugins/offline.ts, run inside the service worker of
 * @docusaurus/plugin-pwa (its `swCustom` option, called before the plugin adds its own listeners).
 *
 * The plugin serves what it precached (the newcomer path, see plugins/offline.ts) from its cache
 * until a new deployment's service worker takes over (the "new version available" popup). What it
 * does not answer, the runtime caches of sw-caching.js answer.
 *
 * This is the part that relies on the plugin's worker: its fetch listener is taken aside while it
 * adds its listeners, and asked first, so that each request gets one answer.
 */
import {answerFromCaches} from './sw-caching.js';

export default function installOfflineRuntime(params, settings) {
  if (!params.offlineMode) return;
  const addListener = self.addEventListener.bind(self);
  let precacheFetch = null;
  self.addEventListener = (type, listener, options) => {
    if (type === 'fetch' && !precacheFetch) {
      precacheFetch = listener;
      return;
    }
    addListener(type, listener, options);
  };
  addListener('fetch', (event) => {
    let answered = false;
    if (precacheFetch) {
      precacheFetch({
        request: event.request,
        respondWith(response) {
          answered = true;
          event.respondWith(response);
        },
      });
    }
    if (answered) return;
    answerFromCaches(event, settings);
  });
}
