// Applies one patch of plugins/theme-patches.ts to the module being bundled: replaces `search`
// with `replace`, and fails the build, naming the file, when `search` is not there.
module.exports = function patchLoader(source) {
  const {search, replace, why, file} = this.getOptions();
  const at = source.indexOf(search);
  if (at === -1 || source.indexOf(search, at + search.length) !== -1) {
    throw new Error(
      `plugins/theme-patches.ts: the patch "${why}" expects exactly one ${JSON.stringify(search)} in ${file}. ` +
        'The package changed: check whether the patch is still needed, then update or remove it.',
    );
  }
  return source.slice(0, at) + replace + source.slice(at + search.length);
};
