import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of the file eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint on the first line of main.js (browser build only): nearly every
 * function in it runs during the first load, and compiling them lazily on the main thread was about
 * 30 ms at 4x CPU of main.js's evaluation; with the hint Chromium 136+ compiles them on a background
 * thread while the file downloads (figures in src/theme/README.md). Other browsers ignore the line.
 * e2e/budgets.spec.ts checks main.js, and only main.js, starts with it.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {BannerPlugin} = utils.currentBundler.instance as unknown as {
        BannerPlugin: new (options: object) => object;
      };
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            include: /(^|\/)main\.[0-9a-f]+\.js$/,
            // PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1: after minification (which drops comments),
            // before the content hashes (OPTIMIZE_HASH, 2500), so the file name covers the line.
            stage: 401,
          }) as never,
        ],
      };
    },
  };
}
