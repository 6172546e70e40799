// Lets pages import data files: `import cmi from '@site/data/plugins/cmi.yml'`.
//
// Before the bundler runs, the community-data plugin reads and validates every
// data file (a bad entry fails the build, naming file, entry and field) and
// writes the validated, normalised result as JSON beside its other generated
// files. This loader hands a page that JSON, so pages get exactly what the
// validators accept (optional lists filled in, dates as strings), and each page
// carries only the data it imports.
const {readFileSync} = require('node:fs');
const path = require('node:path');

module.exports = function yamlLoader() {
  const {siteDir, generatedDir} = this.getOptions();
  const relative = path.relative(siteDir, this.resourcePath).split(path.sep).join('/');
  const validated = path.join(generatedDir, `${relative}.json`);
  let json;
  try {
    json = readFileSync(validated, 'utf8');
  } catch {
    throw new Error(
      `${relative}: this data file is not validated by plugins/community-data (validatedFiles in modules.ts), so pages cannot import it. ` +
        'Add it to loadCommunityData() with a validator.',
    );
  }
  this.addDependency(validated);
  return `export default ${json};`;
};
