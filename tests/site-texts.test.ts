/**
 * The site's own words as data (config/siteTexts.ts, i18n/<locale>/site-text.json, issue 46): every
 * locale's file is read and checked against the default locale's, a missing text falls back to the
 * default's, a third language is a folder, and no TypeScript of the site holds a sentence per language.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {defaultLocale, locales} from '../config/locale';
import {loadSiteTexts, missingSiteTexts, siteTextFile, siteTexts} from '../config/siteTexts';

const root = path.resolve(__dirname, '..');
const reference = JSON.parse(readFileSync(path.join(root, siteTextFile(defaultLocale)), 'utf8')) as object;

/** Every text of a tree, by its dotted key. */
function leaves(tree: object, at = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const where = at ? `${at}.${key}` : key;
    const isText = value && typeof value === 'object' && Object.keys(value).includes(defaultLocale);
    return isText || typeof value !== 'object' ? [[where, value]] : leaves(value as object, where);
  });
}

describe("the site's own words (i18n/<locale>/site-text.json)", () => {
  const sites: string[] = [];
  after(() => sites.forEach((dir) => rmSync(dir, {recursive: true, force: true})));
  const site = (files: Record<string, unknown>): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-texts-'));
    sites.push(dir);
    for (const [locale, content] of Object.entries(files)) {
      mkdirSync(path.join(dir, 'i18n', locale), {recursive: true});
      writeFileSync(path.join(dir, siteTextFile(locale)), JSON.stringify(content));
    }
    return dir;
  };
  const base = {a: {title: 'T {n}', body: 'B'}, b: 'C'};

  it("gives every text of the default locale's file in every locale of the site", () => {
    const texts = leaves(siteTexts);
    assert.equal(texts.length, leaves(reference).length);
    for (const [key, text] of texts) {
      for (const locale of locales)
        assert.equal(
          typeof (text as Record<string, string>)[locale === defaultLocale ? locale : defaultLocale],
          'string',
          key,
        );
    }
  });

  it('a third language is its folder: its texts, and the default for what it leaves out', () => {
    const dir = site({zh: base, en: {a: {title: 'E {n}', body: 'EB'}, b: 'EC'}, fr: {a: {title: 'F {n}'}}});
    const texts = loadSiteTexts(dir, ['zh', 'en', 'fr']) as unknown as typeof base & Record<string, never>;
    const a = texts.a as unknown as {title: Record<string, string>; body: Record<string, string>};
    assert.deepEqual(a.title, {zh: 'T {n}', en: 'E {n}', fr: 'F {n}'});
    assert.deepEqual(a.body, {zh: 'B', en: 'EB'});
    assert.deepEqual(missingSiteTexts(base, {a: {title: 'F {n}'}}), ['a.body', 'b']);
  });

  it("a locale without a file gets the default locale's words; a site without the default's fails naming it", () => {
    const texts = loadSiteTexts(site({zh: base}), ['zh', 'en']) as unknown as {b: Record<string, string>};
    assert.deepEqual(texts.b, {zh: 'C'});
    assert.throws(() => loadSiteTexts(site({en: base}), ['zh', 'en']), /i18n\/zh\/site-text\.json: missing/);
  });

  it('fails naming the file and the key for an unknown key, a wrong type or other placeholders', () => {
    assert.throws(
      () => loadSiteTexts(site({zh: base, en: {c: 'x'}}), ['zh', 'en']),
      /i18n\/en\/site-text\.json: "c" is not a key/,
    );
    assert.throws(
      () => loadSiteTexts(site({zh: base, en: {a: 'x'}}), ['zh', 'en']),
      /i18n\/en\/site-text\.json: "a" should be an object/,
    );
    assert.throws(
      () => loadSiteTexts(site({zh: base, en: {a: {title: 'E {m}'}}}), ['zh', 'en']),
      /i18n\/en\/site-text\.json: "a\.title" has the placeholders \{m\}/,
    );
    const broken = site({zh: base, en: {}});
    writeFileSync(path.join(broken, siteTextFile('en')), '{');
    assert.throws(() => loadSiteTexts(broken, ['zh', 'en']), /i18n\/en\/site-text\.json: not valid JSON/);
    assert.throws(() => loadSiteTexts(site({zh: base, en: ['x']}), ['zh', 'en']), /should hold an object/);
    // The default locale's own file: a number or a list is no text.
    for (const [bad, message] of [
      [{a: 3}, /i18n\/zh\/site-text\.json: "a" should be a text or an object of texts/],
      [{a: {b: ['x']}}, /"a\.b" should be a text/],
    ] as const)
      assert.throws(() => loadSiteTexts(site({zh: bad}), ['zh']), message);
  });

  it('no TypeScript of the site writes a sentence per language: one translation system', () => {
    const perLanguage = /\b(?:zh|en):\s*['"`]/;
    const offenders: string[] = [];
    for (const folder of ['src', 'plugins', 'lib', 'site']) {
      for (const file of readdirSync(path.join(root, folder), {recursive: true}) as string[]) {
        // Tests feed per-language values to the code they test (a feature's tests/ folder too).
        if (!/\.(tsx?|js)$/.test(file) || file.includes('fixtures') || /\.test\.tsx?$/.test(file)) continue;
        const text = readFileSync(path.join(root, folder, file), 'utf8');
        if (perLanguage.test(text)) offenders.push(`${folder}/${file}`);
      }
    }
    assert.deepEqual(offenders, [], 'texts belong in i18n/<locale>/site-text.json or code.json');
  });
});
