// Lets pages import data files: `import cmi from '@site/data/plugins/cmi.yml'`.
//
// Before the bundler runs, the community-data plugin reads and validates every
// data file (a bad entry fails the build, naming file, entry and field) and
// writes the validated, normalised result as JSON beside its other generated
// files. This loader hands a page that JSON, so pages get exactly what the
// validators accept (optional lists filled in, dates as strings), and each page
// carries only the data it imports.
//
// `?lookup` (added by plugins/remark-command-lookup.ts to a page that only writes commands inline)
// gives a command file's lookup form: its id, aliasesOn and each command's id, syntax and aliases,
// what <Cmd> and <WhenAliases> read (src/lib/commands.ts `CommandLookup`).
const {readFileSync} = require('node:fs');
const path = require('node:path');

/** A command file's lookup form (src/lib/commands.ts `CommandLookup`). */
function lookupForm(file) {
  const out = {id: file.id};
  if (file.aliasesOn !== undefined) out.aliasesOn = file.aliasesOn;
  out.commands = (file.commands ?? []).map(({id, syntax, aliases}) => ({id, syntax, aliases}));
  return out;
}

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
  if (this.resourceQuery === '?lookup')
    return `export default ${JSON.stringify(lookupForm(JSON.parse(json)))};`;
  return `export default ${json};`;
};
module.exports.lookupForm = lookupForm;
