import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import community from '../config/community';
import {loadCommunityData} from '../plugins/community-data';
import {DataError, validateJavaRanges} from '../plugins/schemas/data';
import {compareMcVersions, javaFor, parseMcVersion} from '../src/lib/javaVersions';
import {aboutEnglish} from './lib/locales';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {renderDoc} from './lib/renderPage';

const {javaVersions} = loadCommunityData(process.cwd());
const need = (version: string) => {
  const answer = javaFor(version, javaVersions);
  return answer.kind === 'found' ? answer.range.java : answer.kind;
};

describe('data/java-versions.yml', () => {
  it('answers the documented requirements', () => {
    assert.equal(need('1.8'), 6);
    assert.equal(need('1.11.2'), 6);
    assert.equal(need('1.12'), 8);
    assert.equal(need('1.12.2'), 8);
    assert.equal(need('1.16.5'), 8);
    assert.equal(need('1.17'), 16);
    assert.equal(need('1.17.1'), 16);
    assert.equal(need('1.18'), 17);
    assert.equal(need('1.20.4'), 17);
    assert.equal(need('1.20.5'), 21);
    assert.equal(need('1.21.4'), 21);
    assert.equal(need('26.1'), 25);
    assert.equal(need('26.3'), 25);
  });

  it('1.12 (snapshot 17w13a) is the first version whose minimum is Java 8', () => {
    const first = javaVersions.find((range) => range.java >= 8)!;
    assert.equal(first.from, '1.12');
    assert.ok(javaVersions.filter((range) => range.java < 8).every((range) => range.java === 6));
  });

  it('keeps what the official launcher bundles apart from the minimum', () => {
    const launcher = (version: string) => {
      const answer = javaFor(version, javaVersions);
      return answer.kind === 'found' ? answer.range.launcher : answer.kind;
    };
    // Mojang's version files: jre-legacy (Java 8) up to 1.16.5, then 16, 17, 21, 25.
    assert.equal(launcher('1.8.9'), 8);
    assert.equal(launcher('1.16.5'), 8);
    assert.equal(launcher('1.17.1'), 16);
    assert.equal(launcher('1.20.4'), 17);
    assert.equal(launcher('1.20.5'), 21);
    assert.equal(launcher('26.1'), 25);
    for (const range of javaVersions) assert.ok(range.launcher >= range.java, range.from);
  });

  it('covers the server’s own game version', () => {
    assert.equal(javaFor(community.gameVersion, javaVersions).kind, 'found');
  });

  it('says so for malformed and too-old versions', () => {
    assert.equal(need('latest'), 'invalid');
    assert.equal(need('1.20.4a'), 'invalid');
    assert.equal(need(''), 'invalid');
    assert.equal(need('1.7.10'), 'too-old');
  });
});

describe('version parsing', () => {
  it('compares numerically, not as text', () => {
    assert.ok(compareMcVersions(parseMcVersion('1.20.10')!, parseMcVersion('1.20.9')!) > 0);
    assert.equal(compareMcVersions(parseMcVersion('1.18')!, parseMcVersion('1.18.0')!), 0);
    assert.ok(compareMcVersions(parseMcVersion('26.1')!, parseMcVersion('1.21.11')!) > 0);
  });
});

describe('validateJavaRanges', () => {
  const good = () => structuredClone(javaVersions) as unknown as Record<string, unknown>[];
  const cases: [string, (d: Record<string, unknown>[]) => unknown, RegExp][] = [
    ['a missing java', (d) => delete d[1]!.java, /entry 2 \(from 1\.12\): field "java"/],
    ['a malformed from', (d) => (d[2]!.from = '1.x'), /entry 3 \(from 1\.x\): field "from"/],
    ['overlapping ranges', (d) => (d[2]!.from = d[1]!.to), /field "from" must come after the previous range/],
    ['to before from', (d) => (d[0]!.to = '1.7'), /field "to" must not be before "from"/],
    [
      'an open range in the middle',
      (d) => delete d[1]!.to,
      /field "to" may only be left out on the last range/,
    ],
    ['a missing launcher Java', (d) => delete d[0]!.launcher, /entry 1 \(from 1\.8\): field "launcher"/],
    [
      'a launcher Java below the minimum',
      (d) => (d[2]!.launcher = 8),
      /entry 3 \(from 1\.17\): field "launcher"/,
    ],
    ['a missing English note', (d) => delete (d[0]!.note as Record<string, string>).en, /field "note\.en"/],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}, naming file, entry and field`, aboutEnglish(name, message), () => {
      const data = good();
      mutate(data);
      assert.throws(
        () => validateJavaRanges(data),
        (error: unknown) =>
          error instanceof DataError &&
          /^data\/java-versions\.yml: /.test(error.message) &&
          message.test(error.message),
      );
    });
  }
  it('rejects an empty file', () => assert.throws(() => validateJavaRanges(null), DataError));
});

describe('loadCommunityData', () => {
  it('fails with the file named when a data file is missing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-'));
    assert.throws(() => loadCommunityData(dir), /^DataError: data\/java-versions\.yml: file is missing/);
  });
  it('fails with the file named when the YAML does not parse', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-'));
    mkdirSync(path.join(dir, 'data'));
    writeFileSync(path.join(dir, 'data/java-versions.yml'), '- from: [1.18\n');
    assert.throws(() => loadCommunityData(dir), /data\/java-versions\.yml: is not valid YAML/);
  });
});

// A strict reading found the whole version table long on a phone, for the one row a player of this
// server needs: the Java page says that row in a sentence and folds the table.
describe("the Java page: the server's row first, the table folded", () => {
  for (const locale of locales) {
    it(`${locale}: the sentence names the server's version and its Java, before the folded table`, async () => {
      const answer = javaFor(community.gameVersion, javaVersions);
      assert.equal(answer.kind, 'found');
      if (answer.kind !== 'found') return;
      const html = await renderDoc(docSource(ROUTES.java, locale)!, locale);
      const at = html.indexOf('data-testid="server-java"');
      assert.ok(at >= 0, `${locale}: no sentence`);
      const sentence = html.slice(at, html.indexOf('</p>', at));
      assert.ok(sentence.includes(community.gameVersion), `${locale}: ${sentence}`);
      assert.ok(sentence.includes(`<strong>Java ${answer.range.java}</strong>`), `${locale}: ${sentence}`);
      const details = html.indexOf('<details', at);
      assert.ok(details > at && html.indexOf('<table', at) > details, `${locale}: the table is not folded`);
    });
  }
});
