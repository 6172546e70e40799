/**
 * @docusaurus/plugin-pwa's `swRegister` module (plugins/offline.ts; in production builds with
 * `offline` on): registers the service worker with the plugin's own code once the page has loaded
 * and the browser is idle — and only when src/lib/offline.ts says so: not at a reader's first
 * visit, nor for a reader who saves data, but at a later visit, in the installed app, or when the
 * reader asks (the "keep for offline reading" button dispatches KEEP_EVENT). The page's first load
 * carries a few bytes of this; the registration code and workbox-window load as chunks of their
 * own. The plugin's registration code is not exported: it is imported from its `lib/` file (the one
 * reach into the plugin's internals; src/theme/README.md).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {registerWhenWanted} from '../../src/lib/offline';

const register = () =>
  import(/* webpackChunkName: "sw-register" */ '@docusaurus/plugin-pwa/lib/registerSw.js');

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) registerWhenWanted(() => void register());
