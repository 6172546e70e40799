import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {
  botBrief,
  commandAnchor,
  commandToType,
  commandMatches,
  filterCommands,
  normalizeQuery,
  type CommandEntry,
} from '../src/lib/commands';
import yaml from 'js-yaml';
import {validateCommandFile} from '../plugins/schemas/data';
import {docSource, locales as LOCALES} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {aboutEnglish} from './lib/locales';

const good = (): Record<string, any> => ({
  id: 'coreprotect',
  name: 'CoreProtect',
  versions: 'CoreProtect CE 23.x',
  docs: 'https://docs.coreprotect.net/commands/',
  commands: [
    {
      id: 'inspect',
      syntax: '/co inspect',
      aliases: ['/co i'],
      description: {zh: '开启或关闭检查模式。', en: 'Toggle the inspector.'},
      permission: 'coreprotect.inspect',
      who: ['player'],
      examples: [{command: '/co i', zh: '打开检查模式。', en: 'Turn it on.'}],
    },
    {
      id: 'rollback',
      syntax: '/co rollback u:<player> t:<time> r:<radius>',
      description: {zh: '回滚方块改动。', en: 'Roll back block changes.'},
      permission: 'coreprotect.rollback',
      who: ['op', 'console'],
    },
  ],
});

describe('validateCommandFile', () => {
  it('accepts a good file and fills optional lists', () => {
    const file = validateCommandFile(good(), 'data/plugins/coreprotect.yml', 'coreprotect');
    assert.equal(file.commands.length, 2);
    assert.deepEqual(file.commands[1]!.aliases, []);
    assert.deepEqual(file.commands[1]!.examples, []);
  });
  it('accepts a bot file: localized name, no permission node, group roles', () => {
    const bot = good();
    bot.id = 'clerk';
    bot.name = {zh: '小镇管家', en: 'Town Clerk'};
    bot.docs = null;
    bot.commands[0].permission = null;
    bot.commands[0].who = ['member'];
    assert.equal(validateCommandFile(bot, 'data/clerk-commands.yml').commands[0]!.permission, null);
  });
  const cases: [string, (d: Record<string, any>) => unknown, RegExp][] = [
    ['an id that is not the file name', (d) => (d.id = 'co'), /\(file\): field "id" must be "coreprotect"/],
    ['a missing docs link', (d) => delete d.docs, /field "docs" is required/],
    ['a plain-http docs link', (d) => (d.docs = 'http://example.com/'), /field "docs" must be an https/],
    ['no versions', (d) => (d.versions = ''), /field "versions"/],
    ['an empty command list', (d) => (d.commands = []), /field "commands" must be a non-empty list/],
    [
      'a missing English description',
      (d) => delete d.commands[1].description.en,
      /command 2 \(\/co rollback u:<player> t:<time> r:<radius>\): field "description"/,
    ],
    [
      'a duplicate id',
      (d) => (d.commands[1].id = 'inspect'),
      /command 2 .*field "id" "inspect" is used by another/,
    ],
    ['an id with spaces', (d) => (d.commands[0].id = 'in spect'), /command 1 .*field "id"/],
    ['a forgotten permission', (d) => delete d.commands[0].permission, /field "permission" is required/],
    [
      'a permission with spaces',
      (d) => (d.commands[0].permission = 'core protect'),
      /field "permission" must be/,
    ],
    [
      'an unknown audience',
      (d) => (d.commands[0].who = ['everyone']),
      /field "who" must be a non-empty list/,
    ],
    ['who as a string', (d) => (d.commands[0].who = 'player'), /field "who"/],
    ['aliases as a string', (d) => (d.commands[0].aliases = '/co i'), /field "aliases"/],
    ['an example without English', (d) => delete d.commands[0].examples[0].en, /field "examples\[1\]"/],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}, naming file, command and field`, aboutEnglish(name, message), () => {
      const data = good();
      mutate(data);
      assert.throws(
        () => validateCommandFile(data, 'data/plugins/coreprotect.yml', 'coreprotect'),
        (error: Error) => {
          assert.equal(error.name, 'DataError');
          assert.match(error.message, /^data\/plugins\/coreprotect\.yml: /);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }
  it('rejects a file that is a list', () => {
    assert.throws(
      () => validateCommandFile([], 'data/plugins/x.yml'),
      /^DataError: data\/plugins\/x\.yml: must be a mapping/,
    );
  });
});

describe('command filter', () => {
  const commands = validateCommandFile(good(), 'f.yml').commands as CommandEntry[];
  it('matches everything on an empty or blank query', () => {
    assert.equal(filterCommands(commands, '').length, 2);
    assert.equal(filterCommands(commands, '   ').length, 2);
  });
  it('matches syntax, aliases and permission, ignoring case and width', () => {
    assert.deepEqual(
      filterCommands(commands, 'ROLLBACK').map((c) => c.id),
      ['rollback'],
    );
    assert.ok(commandMatches(commands[0]!, '/co i'));
    assert.ok(commandMatches(commands[0]!, '／ＣＯ　Ｉ'), 'full-width IME input');
    assert.ok(commandMatches(commands[1]!, 'coreprotect.rollback'));
  });
  it('matches Chinese and English descriptions on any page', () => {
    assert.deepEqual(
      filterCommands(commands, '回滚').map((c) => c.id),
      ['rollback'],
    );
    assert.deepEqual(
      filterCommands(commands, 'inspector').map((c) => c.id),
      ['inspect'],
    );
  });
  it('needs every word of the query', () => {
    assert.equal(filterCommands(commands, 'co 回滚').length, 1);
    assert.equal(filterCommands(commands, '回滚 inspector').length, 0);
  });
  it('treats regex and HTML characters as plain text', () => {
    assert.equal(filterCommands(commands, '.*').length, 0);
    assert.equal(filterCommands(commands, '<script>').length, 0);
    assert.equal(filterCommands(commands, '<player>').length, 1);
  });
  it('normalizes queries', () => {
    assert.equal(normalizeQuery('  ＣＯ   Rollback '), 'co rollback');
  });
  it('builds stable anchors', () => {
    assert.equal(commandAnchor('coreprotect', 'inspect'), 'cmd-coreprotect-inspect');
  });
});

describe('botBrief', () => {
  it('keeps the bot name and, per command, its command word and English alias', () => {
    const brief = botBrief({
      id: 'clerk',
      name: {zh: '管家', en: 'Clerk'},
      versions: 'x',
      docs: null,
      commands: [
        {
          id: 'status',
          syntax: '#状态',
          aliases: ['#status'],
          description: {zh: 'a', en: 'b'},
          permission: null,
          who: ['member'],
          examples: [],
        },
        {
          id: 'apply',
          syntax: '#申请 <player> [be]',
          aliases: [],
          description: {zh: 'a', en: 'b'},
          permission: null,
          who: ['member'],
          examples: [],
        },
      ],
    });
    assert.deepEqual(brief, {
      name: {zh: '管家', en: 'Clerk'},
      commands: {status: {word: '#状态', alias: '#status'}, apply: {word: '#申请', alias: '#申请'}},
    });
  });
});

describe('commandToType: what players here type', () => {
  const file = (aliasesOn?: boolean) =>
    validateCommandFile(
      {
        id: 'homes',
        name: 'Homes',
        versions: '1.x',
        docs: 'https://example.org/homes',
        ...(aliasesOn === undefined ? {} : {aliasesOn}),
        commands: [
          {
            id: 'home',
            syntax: '/hp home [name]',
            aliases: ['/home'],
            description: {zh: '回家。', en: 'Go home.'},
            permission: null,
            who: ['player'],
          },
          {
            id: 'list',
            syntax: '/hp list',
            description: {zh: '列出。', en: 'List.'},
            permission: null,
            who: ['player'],
          },
        ],
      },
      'data/plugins/homes.yml',
    );
  it('the alias when the server has switched aliases on', () => {
    assert.equal(commandToType(file(true), 'home'), '/home');
    assert.equal(commandToType(file(true), 'list'), '/hp list', 'no alias: the full form');
  });
  it('the full command words otherwise, without arguments', () => {
    assert.equal(commandToType(file(false), 'home'), '/hp home');
    assert.equal(commandToType(file(), 'home'), '/hp home');
  });
  it('an unknown id throws, naming the file', () => {
    assert.throws(
      () => commandToType(file(true), 'warp'),
      /data\/plugins\/homes\.yml: no command with id "warp"/,
    );
  });
  it('rejects an aliasesOn that is not true or false', () => {
    const data = {...file(), aliasesOn: 'yes'};
    assert.throws(() => validateCommandFile(data, 'data/plugins/homes.yml'), /aliasesOn/);
  });
});

describe('pages teach CMI commands as this server has them (data/plugins/cmi.yml aliasesOn)', () => {
  const pages = [
    'docs/First/Readme/README.md',
    'i18n/en/docusaurus-plugin-content-docs/current/First/Readme/README.md',
    'docs/Q&A/server-commands.md',
    'i18n/en/docusaurus-plugin-content-docs/current/Q&A/server-commands.md',
  ];
  it('the first hour and the commands summary write home commands with <Cmd>, not by hand', () => {
    for (const file of pages) {
      const text = readFileSync(file, 'utf8');
      const start = file.includes('README')
        ? text.indexOf('{#first-hour}')
        : text.indexOf('\n\n', text.indexOf('---', 4));
      const part = text.slice(start, text.indexOf('\n## ', start + 1));
      assert.doesNotMatch(part, /`\/(?:cmi )?(?:set)?home\b/, `${file}: a hand-written home command`);
      assert.match(part, /<Cmd data=\{cmi\} id="home"/, `${file}: teaches /home from data`);
    }
  });
});

describe('the bot page teaches the bot as data/clerk-commands.yml has it', () => {
  it("every command its tables write is one of the bot's command words or aliases", () => {
    const bot = yaml.load(readFileSync('data/clerk-commands.yml', 'utf8')) as {
      commands: {syntax: string; aliases: string[]}[];
    };
    const words = new Set(
      bot.commands.flatMap((c) => [c.syntax.split(' ')[0]!, ...c.aliases.map((a) => a.split(' ')[0]!)]),
    );
    for (const locale of LOCALES) {
      const file = docSource(ROUTES.bot, locale);
      if (!file) continue;
      const rows = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('|'));
      const written = rows.flatMap((row) => [...row.matchAll(/`(#[^\s`]+)/g)].map((m) => m[1]!));
      assert.ok(written.length > 0 || rows.length === 0, `${locale}: no command in the tables`);
      for (const command of written)
        assert.ok(words.has(command), `${locale}: ${command} is not a command of the bot`);
    }
  });
});
