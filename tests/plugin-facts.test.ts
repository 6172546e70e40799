import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {loadCommunityData} from '../plugins/community-data';
import type {CommandEntry} from '../src/lib/commands';

/*
 * Facts about the plugins, pinned from each project's own source or documentation
 * (the `docs` and comment at the top of each data/plugins/*.yml file). They hold for
 * any server that runs these plugins, whatever else it changes.
 */
const {plugins} = loadCommunityData(process.cwd());
const plugin = (id: string) => plugins.find((p) => p.id === id);
const bySyntax = (commands: CommandEntry[], start: string) =>
  commands.find((c) => c.syntax === start || c.syntax.startsWith(`${start} `));

describe('LWC (LWCX plugin.yml, Protection.Type)', () => {
  const lwc = plugin('lwc');
  // LWCX's protection types, each created by /c<type> with lwc.create.<type>.
  const types = ['private', 'public', 'password', 'donation', 'display', 'supply'];

  it('has one create command per LWCX protection type, supply included', {skip: !lwc}, () => {
    const create = lwc!.commands.filter((c) => c.permission?.startsWith('lwc.create.'));
    assert.deepEqual(create.map((c) => c.permission!.slice('lwc.create.'.length)).sort(), [...types].sort());
    for (const type of types) {
      const command = bySyntax(lwc!.commands, `/c${type}`);
      assert.equal(command?.permission, `lwc.create.${type}`, type);
    }
    assert.equal(bySyntax(lwc!.commands, '/csupply')?.permission, 'lwc.create.supply');
  });

  it('the LWC page names as many lock types as there are, in both languages', {skip: !lwc}, () => {
    for (const [file, count] of [
      ['docs/Other/pluginsDocs/lwc-cha-jian-bang-zhu.md', '六种锁'],
      [
        'i18n/en/docusaurus-plugin-content-docs/current/Other/pluginsDocs/lwc-cha-jian-bang-zhu.md',
        'six kinds',
      ],
    ] as const) {
      const page = readFileSync(file, 'utf8');
      const section = page.slice(page.indexOf('{#lock-types}'), page.indexOf('{#commands}'));
      assert.ok(section.includes(count), `${file} says ${count}`);
      const rows = section.split('\n').filter((line) => /^\| [^-|].*\| `\/c[a-z]+/.test(line));
      assert.deepEqual(
        rows.map((line) => /`\/c([a-z]+)/.exec(line)![1]).sort(),
        [...types].sort(),
        `${file}: one table row per lock type`,
      );
    }
  });
});

describe('CoreProtect (docs/commands.md, docs/permissions.md, CommandHandler)', () => {
  const co = plugin('coreprotect');
  it('aliases and the nodes its command handler checks', {skip: !co}, () => {
    const by = (start: string) => bySyntax(co!.commands, start);
    assert.deepEqual(by('/co inspect')?.aliases, ['/co i']);
    assert.ok(by('/co rollback')?.aliases.includes('/co rb'));
    assert.ok(by('/co restore')?.aliases.includes('/co rs'));
    // /co undo is the opposite action, allowed by the restore node; /co near is a radius-5 lookup.
    assert.equal(by('/co undo')?.permission, 'coreprotect.restore');
    assert.equal(by('/co near')?.permission, 'coreprotect.lookup');
    assert.equal(by('/co teleport')?.permission, 'coreprotect.teleport');
  });

  it('the FAQ agrees with the data on who may inspect and roll back', {skip: !co}, () => {
    const by = (start: string) => bySyntax(co!.commands, start)!;
    const playersInspect =
      by('/co inspect').who.includes('player') && by('/co lookup').who.includes('player');
    assert.ok(!by('/co rollback').who.includes('player'), 'rollback stays with the OPs');
    for (const file of [
      'docs/Q&A/fuwuqi-wen-da.md',
      'i18n/en/docusaurus-plugin-content-docs/current/Q&A/fuwuqi-wen-da.md',
    ]) {
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find((l) => l.includes('CoreProtect'))!;
      // The command written out, or from the data (<Cmd data={coreprotect} id="inspect" />).
      assert.equal(
        line.includes('`/co i`') || line.includes('<Cmd data={coreprotect} id="inspect" />'),
        playersInspect,
        `${file}: tells players to inspect only if they may`,
      );
      assert.doesNotMatch(line, /只有管理员可以使用|only admins can use CoreProtect's lookup/, file);
    }
  });
});

describe('Residence (its command dispatcher: /res <sub> needs residence.command.<sub>)', () => {
  const res = plugin('residence');
  it('every /res subcommand with a node uses residence.command.<sub>', {skip: !res}, () => {
    const wrong = res!.commands
      .filter((c) => c.syntax.startsWith('/res ') && c.permission !== null)
      .filter((c) => c.permission !== `residence.command.${c.syntax.split(' ')[1]}`);
    assert.deepEqual(
      wrong.map((c) => `${c.syntax}: ${c.permission}`),
      [],
    );
  });
  it('/resadmin needs residence.admin and /resreload residence.topadmin (plugin.yml)', {skip: !res}, () => {
    assert.equal(bySyntax(res!.commands, '/resadmin')?.permission, 'residence.admin');
    assert.equal(bySyntax(res!.commands, '/resreload')?.permission, 'residence.topadmin');
  });
});

describe('CMI (command definitions in Zrips/CMI-API)', () => {
  const cmi = plugin('cmi');
  it('every /cmi <command> needs cmi.command.<command> or one of its sub-nodes', {skip: !cmi}, () => {
    const wrong = cmi!.commands
      .filter((c) => c.permission !== null)
      .filter(
        (c) =>
          !c.permission!.toLowerCase().startsWith(`cmi.command.${c.syntax.split(' ')[1]!.toLowerCase()}`),
      );
    assert.deepEqual(
      wrong.map((c) => `${c.syntax}: ${c.permission}`),
      [],
    );
  });
});
