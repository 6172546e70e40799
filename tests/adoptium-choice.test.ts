/**
 * The Adoptium download picture (src/components/AdoptiumChoice): Adoptium's own labels from
 * data/adoptium.json, the Java the server's version needs (data/java-versions.yml), and a
 * choice that matches the Windows folder of the Java mirror in config/community.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {javaFor} from '../src/lib/javaVersions';
import {ROUTES} from '../src/lib/newcomer';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';
import {localize} from '../src/lib/localized';

const adoptium = JSON.parse(readFileSync('data/adoptium.json', 'utf8')) as {
  source: {repository: string; commit: string};
  labels: Record<string, {zh: string; en: string}>;
  osNames: Record<string, string>;
  lts: number[];
  ltsName: string;
  installers: Record<string, string>;
};

describe('Adoptium download picture (AdoptiumChoice)', () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const javaVersions = load<{default: Parameters<typeof javaFor>[1]}>('@site/data/java-versions.yml').default;
  const savedVersion = community.gameVersion;
  after(() => {
    community.gameVersion = savedVersion;
  });
  const {AdoptiumChoice, versionName} = load<typeof import('../src/components/AdoptiumChoice')>(
    '@site/src/components/AdoptiumChoice',
  );
  const serverJava = () => {
    const found = javaFor(community.gameVersion, javaVersions);
    assert.equal(found.kind, 'found');
    return (found as {range: {java: number}}).range.java;
  };

  it('data/adoptium.json names the repository and commit its labels were taken from', () => {
    assert.match(adoptium.source.commit, /^[0-9a-f]{40}$/);
    assert.equal(adoptium.source.repository, 'adoptium/adoptium.net');
    for (const [key, value] of Object.entries(adoptium.labels)) {
      assert.ok(value.zh && value.en, `${key} in both languages`);
    }
  });

  it('names versions as Adoptium does: "N - LTS" only for long-term-support releases', () => {
    for (const v of adoptium.lts)
      assert.equal(versionName(v), adoptium.ltsName.replace('{version}', String(v)));
    const notLts = [16, 22, 23].find((v) => !adoptium.lts.includes(v))!;
    assert.equal(versionName(notLts), String(notLts));
  });

  for (const locale of locales) {
    it(`${locale}: Adoptium's labels, the server's Java, Windows and x64, and the mirror's same folder`, () => {
      const html = renderElement(createElement(AdoptiumChoice), locale);
      const text = textOf(html);
      const java = serverJava();
      assert.match(html, new RegExp(`data-mockup="adoptium-choice" data-java="${java}"`));
      for (const value of Object.values(adoptium.labels))
        assert.ok(text.includes(localize(value, locale)), localize(value, locale));
      assert.ok(text.includes(versionName(java)), 'the version as Adoptium names it');
      assert.ok(text.includes(adoptium.osNames.windows!) && text.includes('x64') && text.includes('JRE'));
      assert.ok(text.includes(adoptium.installers.windows!), 'the installer type');
      // A text alternative for the drawing, marked as an illustration like the site's pictures.
      const alt = /role="img" aria-label="([^"]+)"/.exec(html)?.[1] ?? '';
      assert.ok(alt.startsWith(locale === 'zh' ? '示意图' : 'Illustration'), alt);
      assert.ok(alt.includes(versionName(java)) && alt.includes('x64'), alt);
      assert.match(
        textOf(/<figcaption[^>]*>(.*?)<\/figcaption>/.exec(html)![1]!),
        locale === 'zh' ? /^示意图：/ : /^Illustration: /,
      );
      // A line after the picture, not its caption (strict reading 45: the legend ran into it), sends
      // readers in China to the mirror, whose Windows folder is this very choice.
      const after = html.slice(html.indexOf('</figure>'));
      assert.ok(textOf(after).includes(community.javaMirror.label[locale]!), 'names the mirror');
      assert.match(after, /href="#china-mirror"/);
    });
  }

  it('follows the game version in config: another version, another Java', () => {
    const older = javaVersions.find((r) => r.java !== serverJava())!;
    community.gameVersion = older.from;
    const html = renderElement(createElement(AdoptiumChoice), 'en');
    assert.match(html, new RegExp(`data-java="${older.java}"`));
    assert.ok(textOf(html).includes(versionName(older.java)));
    community.gameVersion = savedVersion;
  });

  it('the Java page shows it in the install steps a first-timer reads, and has the mirror section it links to, in both languages', async () => {
    for (const locale of locales) {
      const file = docSource(ROUTES.java, locale)!;
      const html = await renderDoc(file, locale);
      assert.ok(html.includes('data-mockup="adoptium-choice"'), file);
      const text = readFileSync(file, 'utf8');
      assert.ok(text.includes('{#china-mirror}'), `${file} has the mirror section`);
      const install = text.indexOf('{#install-java}');
      const picture = text.indexOf('<AdoptiumChoice');
      const check = text.indexOf('{#check-java}');
      assert.ok(install < picture && picture < check, `${file}: the picture is under "install Java"`);
    }
  });
});

describe("the Java page's download links open Adoptium's page with its filters set", () => {
  const community = load<{default: CommunityConfig}>('@site/config/community').default;
  const javaVersions = load<{default: Parameters<typeof javaFor>[1]}>('@site/data/java-versions.yml').default;
  const {adoptiumReleasesUrl} = load<typeof import('../src/components/AdoptiumChoice')>(
    '@site/src/components/AdoptiumChoice',
  );
  const saved = community.gameVersion;
  after(() => (community.gameVersion = saved));

  it('sets the version, the system and (Windows) the architecture the way the page reads them', () => {
    const url = new URL(adoptiumReleasesUrl(17, 'windows', 'x64'));
    assert.equal(`${url.origin}${url.pathname}`, 'https://adoptium.net/temurin/releases/');
    assert.deepEqual(Object.fromEntries(url.searchParams), {version: '17', os: 'windows', arch: 'x64'});
    assert.deepEqual(Object.fromEntries(new URL(adoptiumReleasesUrl(undefined, 'mac')).searchParams), {
      os: 'mac',
    });
  });

  it("carries the Java of the server's game version, in both languages", async () => {
    for (const gameVersion of [saved, '1.20.4']) {
      community.gameVersion = gameVersion;
      const answer = javaFor(gameVersion, javaVersions);
      assert.equal(answer.kind, 'found');
      const java = answer.kind === 'found' ? answer.range.java : 0;
      for (const locale of locales) {
        const html = await renderDoc(docSource(ROUTES.java, locale)!, locale);
        const links = [...html.matchAll(/<a [^>]*data-adoptium-link="(\w+)"[^>]*>/g)];
        assert.deepEqual(
          links.map((m) => m[1]),
          ['windows', 'mac'],
          locale,
        );
        for (const [tag] of links) {
          const href = /href="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&');
          assert.equal(new URL(href).searchParams.get('version'), String(java), `${locale} ${gameVersion}`);
        }
      }
    }
  });
});
