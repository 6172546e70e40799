import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of the file eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

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
            // After minification (which drops comments), before the content hashes.
            stage: 401,
          }) as never,
        ],
      };
    },
  };
}
