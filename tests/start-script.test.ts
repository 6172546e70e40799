import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {AIKAR_FLAGS, buildStartScript, validateScriptInput, type ScriptInput} from '../src/lib/startScript';

const base: ScriptInput = {
  os: 'unix',
  jar: 'paper-1.21.4.jar',
  minMemory: '2',
  maxMemory: '4',
  aikarFlags: false,
};

describe('buildStartScript', () => {
  it('writes a POSIX script with the memory in MB', () => {
    assert.equal(
      buildStartScript(base),
      '#!/usr/bin/env sh\n# Start the Minecraft server from this folder.\ncd "$(dirname "$0")" || exit 1\nexec java -Xms2048M -Xmx4096M -jar paper-1.21.4.jar --nogui\n',
    );
  });

  it('writes a Windows batch file with CRLF line ends and a pause', () => {
    const script = buildStartScript({...base, os: 'windows', minMemory: '1.5'})!;
    assert.ok(script.startsWith('@echo off\r\n'));
    assert.match(script, /\r\njava -Xms1536M -Xmx4096M -jar paper-1\.21\.4\.jar --nogui\r\npause\r\n$/);
  });

  it("adds Aikar's flags only when asked, the same set at any heap size", () => {
    assert.ok(!buildStartScript(base)!.includes('-XX:'));
    const small = buildStartScript({...base, aikarFlags: true})!;
    assert.ok(small.includes(`-Xmx4096M ${AIKAR_FLAGS.join(' ')} -jar paper-1.21.4.jar`));
    // Paper's page no longer has a separate "above 12 GB" variant.
    const large = buildStartScript({...base, aikarFlags: true, minMemory: '16', maxMemory: '16'})!;
    assert.ok(large.includes(AIKAR_FLAGS.join(' ')));
    assert.ok(AIKAR_FLAGS.includes('-XX:G1HeapRegionSize=8M'));
    assert.ok(AIKAR_FLAGS.includes('-XX:+UseG1GC'));
    assert.equal(new Set(AIKAR_FLAGS).size, AIKAR_FLAGS.length);
  });
});

describe('validateScriptInput', () => {
  const cases: [string, Partial<ScriptInput>, Record<string, string>][] = [
    ['memory that is not a number', {minMemory: 'two'}, {minMemory: 'memory-not-number'}],
    ['a negative memory', {maxMemory: '-4'}, {maxMemory: 'memory-not-number'}],
    ['max below min', {minMemory: '8', maxMemory: '4'}, {maxMemory: 'max-below-min'}],
    ['memory beyond any machine', {maxMemory: '1024'}, {maxMemory: 'memory-too-large'}],
    ['memory too small to run', {minMemory: '0.1'}, {minMemory: 'memory-too-small'}],
    ['an empty jar name', {jar: '  '}, {jar: 'jar-empty'}],
    ['shell metacharacters', {jar: 'paper.jar; rm -rf ~'}, {jar: 'jar-characters'}],
    ['command substitution', {jar: '$(reboot).jar'}, {jar: 'jar-characters'}],
    ['a batch metacharacter', {jar: 'a&b.jar'}, {jar: 'jar-characters'}],
    ['a path separator', {jar: '../server.jar'}, {jar: 'jar-path'}],
    ['a Windows path', {jar: 'C:\\mc\\server.jar'}, {jar: 'jar-path'}],
    ['a name that is not a jar', {jar: 'server.zip'}, {jar: 'jar-extension'}],
  ];
  for (const [name, change, expected] of cases) {
    it(`rejects ${name} and makes no script`, () => {
      const input = {...base, ...change};
      assert.deepEqual(validateScriptInput(input), expected);
      assert.equal(buildStartScript(input), undefined);
    });
  }
  it('accepts decimals and equal min and max', () => {
    assert.deepEqual(validateScriptInput({...base, minMemory: '4.5', maxMemory: '4.5'}), {});
  });
});
