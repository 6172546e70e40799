/**
 * The runtime caches of plugins/offline.ts's service worker (see sw-runtime.js, which asks the
 * plugin's precache first and this for what it does not answer), for everything in this locale's
 * scope:
 * - pages: from the network, kept for offline use under their address without its query (never a
 *   reader's question); from the kept copy when the network fails or takes longer than
 *   `settings.networkTimeoutMs`;
 * - /assets/ files and the search index's shards (their names change with their content): from
 *   the kept copy, else the network, then kept;
 * - the search index's manifest and other files (pictures): like pages.
 * Each kind is kept in a cache of its own, trimmed to its newest `settings.max…` entries. Nothing
 * here depends on the plugin.
 */
const CACHES = {pages: 'offline-pages-v1', assets: 'offline-assets-v1', search: 'offline-search-v1'};

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function keep(cacheName, request, response, max) {
  if (!response || !response.ok || response.type !== 'basic') return;
  const cache = await caches.open(cacheName);
  await cache.delete(request);
  await cache.put(request, response);
  await trim(cacheName, max);
}

function fromCacheFirst(event, cacheName, max) {
  event.respondWith(
    (async () => {
      const cached = await caches.match(event.request, {cacheName});
      if (cached) return cached;
      const response = await fetch(event.request);
      event.waitUntil(keep(cacheName, event.request, response.clone(), max));
      return response;
    })(),
  );
}

/**
 * The address a page is kept under: without its query, which may hold the reader's own words (a
 * question on /search?q=…, the words a result marks with ?_highlight=…). A kept page is looked up
 * without the query too (ignoreSearch).
 */
function withoutQuery(request) {
  const url = new URL(request.url);
  return url.search ? `${url.origin}${url.pathname}` : request;
}

function fromNetworkFirst(event, cacheName, max, timeoutMs) {
  event.respondWith(
    (async () => {
      const network = fetch(event.request).then((response) => {
        event.waitUntil(keep(cacheName, withoutQuery(event.request), response.clone(), max));
        return response;
      });
      const late = new Promise((resolve) => setTimeout(resolve, timeoutMs, 'late'));
      try {
        const first = await Promise.race([network, late]);
        if (first !== 'late') return first;
        const cached = await caches.match(event.request, {ignoreSearch: true});
        return cached ?? (await network);
      } catch (error) {
        const cached = await caches.match(event.request, {ignoreSearch: true});
        if (cached) return cached;
        throw error;
      }
    })(),
  );
}

/** Answers a fetch event the precache did not answer, when it is this locale's to answer. */
export function answerFromCaches(event, settings) {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope).pathname;
  if (!url.pathname.startsWith(scope)) return;
  // Another locale inside this scope (/en/ under the default locale's /) has its own worker.
  if (
    settings.localeBases.some(
      (base) => base !== scope && base.startsWith(scope) && url.pathname.startsWith(base),
    )
  )
    return;
  const rest = url.pathname.slice(scope.length);
  if (rest === 'sw.js') return;
  if (rest.startsWith('assets/')) return fromCacheFirst(event, CACHES.assets, settings.maxAssets);
  if (/^search-index\/(?:[td][0-9]+|h)\.[0-9a-f]+\.json$/.test(rest))
    return fromCacheFirst(event, CACHES.search, settings.maxSearch);
  if (rest === 'search-index.json')
    return fromNetworkFirst(event, CACHES.search, settings.maxSearch, settings.networkTimeoutMs);
  return fromNetworkFirst(event, CACHES.pages, settings.maxPages, settings.networkTimeoutMs);
}
