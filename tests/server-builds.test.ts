import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadCommunityData} from '../plugins/community-data';
import {formatSize} from '../src/lib/serverBuilds';
import {DataError, validateServerBuilds} from '../plugins/schemas/data';
import {aboutEnglish} from './lib/locales';

const good = () => [
  {
    version: '1.21.4',
    core: 'vanilla',
    date: '2024-12-03',
    url: 'https://example.com/server.jar',
    sha1: 'a'.repeat(40),
    size: 1048576,
    notes: {zh: '需要 Java 21。', en: 'Requires Java 21.'},
  },
  {
    version: '1.20.4',
    core: 'vanilla',
    date: '2023-12-07',
    url: 'https://example.com/b.jar',
    notes: {zh: '甲', en: 'a'},
  },
];

describe('validateServerBuilds', () => {
  it('accepts entries with and without checksum and size', () => {
    const builds = validateServerBuilds(good());
    assert.equal(builds[0]!.sha1, 'a'.repeat(40));
    assert.equal('sha1' in builds[1]!, false);
  });
  const cases: [string, (d: Record<string, unknown>[]) => unknown, RegExp][] = [
    ['a missing url', (d) => delete d[1]!.url, /entry 2 \(version 1\.20\.4\): field "url"/],
    ['a plain-http url', (d) => (d[0]!.url = 'http://example.com/a.jar'), /field "url" must be an https/],
    ['an unknown core', (d) => (d[0]!.core = 'bukkit2'), /field "core" must be one of/],
    ['a date that is not a date', (d) => (d[0]!.date = '2024-13-45'), /field "date"/],
    ['an unquoted YAML date', (d) => (d[0]!.date = new Date('2024-12-03')), /field "date"/],
    ['a short checksum', (d) => (d[0]!.sha1 = 'abc'), /field "sha1"/],
    ['a size in MiB text', (d) => (d[0]!.size = '55 MiB'), /field "size"/],
    ['a missing English note', (d) => delete (d[1]!.notes as Record<string, string>).en, /field "notes\.en"/],
    ['a bad version', (d) => (d[0]!.version = 'latest'), /entry 1 \(version latest\): field "version"/],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}, naming file, entry and field`, aboutEnglish(name, message), () => {
      const data = good() as Record<string, unknown>[];
      mutate(data);
      assert.throws(
        () => validateServerBuilds(data),
        (e: unknown) =>
          e instanceof DataError &&
          e.message.startsWith('data/server-builds.yml: ') &&
          message.test(e.message),
      );
    });
  }
});

describe('formatSize', () => {
  it('shows MiB with one decimal', () => assert.equal(formatSize(57_555_044), '54.9 MiB'));
});

describe('data/server-builds.yml', () => {
  const {serverBuilds} = loadCommunityData(process.cwd());
  it('loads and lists builds newest first', () => {
    assert.ok(serverBuilds.length > 0);
    const dates = serverBuilds.map((b) => b.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });
  it('has a checksum that matches the object name of every Mojang download link', () => {
    // Mojang serves files at .../objects/<sha1>/server.jar: a typo in either shows here.
    for (const build of serverBuilds) {
      const fromUrl = /\/objects\/([0-9a-f]{40})\//.exec(build.url)?.[1];
      if (fromUrl && build.sha1) assert.equal(build.sha1, fromUrl, build.version);
    }
  });
  it('only links to Mojang for vanilla builds', () => {
    for (const build of serverBuilds.filter((b) => b.core === 'vanilla')) {
      assert.match(new URL(build.url).hostname, /(^|\.)mojang\.com$/, build.version);
    }
  });
});
