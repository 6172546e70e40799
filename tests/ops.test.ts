import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {validateOps} from '../plugins/schemas/data';
import {aboutEnglish} from './lib/locales';

const good = (): Record<string, any> => ({
  ops: [
    {
      name: 'Stone_Owner',
      role: {zh: '服主', en: 'Owner'},
      level: 4,
      since: '2025-01-01',
      duties: {zh: '服务器运维。', en: 'Runs the server.'},
    },
  ],
});

describe('validateOps', () => {
  it('accepts a good roster', () => {
    assert.equal(validateOps(good())[0]!.level, 4);
  });
  const cases: [string, (d: Record<string, any>) => unknown, RegExp][] = [
    ['an empty roster', (d) => (d.ops = []), /\(file\): field "ops"/],
    ['a name with spaces', (d) => (d.ops[0].name = 'Block Owner'), /entry 1 \(Block Owner\): field "name"/],
    ['a name too long', (d) => (d.ops[0].name = 'A'.repeat(17)), /field "name"/],
    ['level 5', (d) => (d.ops[0].level = 5), /field "level" must be an op-permission-level from 1 to 4/],
    ['level as text', (d) => (d.ops[0].level = '4'), /field "level"/],
    ['a bad date', (d) => (d.ops[0].since = '2025-13-01'), /field "since"/],
    ['no English duties', (d) => delete d.ops[0].duties.en, /field "duties"/],
    [
      'the same player twice',
      (d) => d.ops.push({...d.ops[0], name: 'stone_owner'}),
      /entry 2 .*field "name" is listed twice/,
    ],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}`, aboutEnglish(name, message), () => {
      const data = good();
      mutate(data);
      assert.throws(
        () => validateOps(data),
        (error: Error) => {
          assert.match(error.message, /^data\/ops\.yml: /);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }
});
