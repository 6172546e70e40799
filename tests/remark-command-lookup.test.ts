import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import remarkCommandLookup, {LOOKUP_QUERY} from '../plugins/remark-command-lookup';
import {loadCommunityData} from '../plugins/community-data/load';
import {validatedFiles} from '../plugins/community-data/modules';
import {commandToType, type CommandFile} from '../src/lib/commands';

const {lookupForm} = createRequire(import.meta.url)('../plugins/yaml-loader.cjs') as {
  lookupForm: (file: CommandFile) => unknown;
};

async function compiled(value: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx'); // ESM only
  // remark-directive as Docusaurus has it: admonitions are nodes whose `attributes` is an object.
  const {default: remarkDirective} = await import('remark-directive');
  return String(
    await compile(
      {value, path: '/site/docs/page.mdx'},
      {remarkPlugins: [remarkDirective, remarkCommandLookup]},
    ),
  );
}

const IMPORTS = [
  "import {Cmd, WhenAliases} from '@site/src/components/PluginCommand';",
  "import CommandTable from '@site/src/components/CommandTable';",
  "import cmi from '@site/data/plugins/cmi.yml';",
  "import residence from '@site/data/plugins/residence.yml';",
].join('\n');

const sourceOf = (code: string, file: string) =>
  code.match(new RegExp(`from ["'](@site/data/plugins/${file}\\.yml[^"']*)["']`))?.[1];

describe('remark-command-lookup: a page that only writes commands inline carries their lookup form', () => {
  it('rewrites a data import used only as the data of <Cmd> and <WhenAliases>', async () => {
    const code = await compiled(
      [
        IMPORTS,
        '',
        'Type <Cmd data={cmi} id="home" args="mine" />.',
        '',
        '<WhenAliases data={cmi}>short</WhenAliases>',
        '',
        'A comment names it: {/* cmi/home in com.x.cmi */}',
        '',
        ':::tip[Title]',
        '',
        'In an admonition: <Cmd data={cmi} id="home" />',
        '',
        ':::',
      ].join('\n'),
    );
    assert.equal(sourceOf(code, 'cmi'), `@site/data/plugins/cmi.yml${LOOKUP_QUERY}`);
  });

  it('keeps the whole file for any other use', async () => {
    for (const use of [
      '<CommandTable data={residence} />',
      'Checked against {residence.versions}.',
      '<Cmd data={residence} id="create" />\n\n<CommandTable data={residence} />',
      'export const name = residence.name;\n\n<Cmd data={residence} id="create" />',
      '<Cmd data={residence.commands ? residence : residence} id="create" />',
      '<Cmd {...{data: residence}} id="create" />',
    ]) {
      const code = await compiled([IMPORTS, '', use].join('\n'));
      assert.equal(sourceOf(code, 'residence'), '@site/data/plugins/residence.yml', use);
    }
  });

  it('leaves a page alone whose <Cmd> is not the site component, or that uses no data file', async () => {
    const code = await compiled(
      [
        "import {Cmd} from './local';",
        "import cmi from '@site/data/plugins/cmi.yml';",
        '',
        '<Cmd data={cmi} id="home" />',
      ].join('\n'),
    );
    assert.equal(sourceOf(code, 'cmi'), '@site/data/plugins/cmi.yml');
    assert.doesNotThrow(() => compiled('# Plain page\n\nText.'));
  });

  it("the lookup form keeps what <Cmd> needs and none of the table's text", () => {
    const files = validatedFiles(loadCommunityData(process.cwd())).filter(([file]) =>
      /^data\/plugins\/.+\.yml$/.test(file),
    );
    assert.ok(files.length > 0, 'the data has plugin files');
    for (const [file, content] of files) {
      const full = content as CommandFile;
      const lookup = lookupForm(full) as CommandFile;
      for (const command of full.commands)
        assert.equal(commandToType(lookup, command.id), commandToType(full, command.id), file);
      const text = JSON.stringify(lookup);
      for (const command of full.commands) {
        const description = Object.values(command.description).find(
          (value) => typeof value === 'string' && value.length > 0,
        );
        if (description)
          assert.ok(!text.includes(JSON.stringify(description)), `${file}: ${command.id}'s description`);
      }
      assert.ok(
        text.length < JSON.stringify(full).length / 2,
        `${file}: the lookup form is at most half the file`,
      );
    }
  });
});
