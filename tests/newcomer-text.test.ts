import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {locales, type SiteLocale} from '../config/locale';
import {loadCommunityData} from '../plugins/community-data';
import {hmclRegionLock} from '../src/lib/launcherLimits';
import {
  inLocale,
  newcomerPathsSources,
  newcomerPathsText,
  newcomerSources,
  newcomerText,
} from '../src/lib/newcomerText';
import {labelText} from '../src/lib/screenLabels';

const hmcl = loadCommunityData(path.resolve(__dirname, '..')).screens.find((s) => s.id === 'hmcl')!;

/** Every localized string of a value (an object whose keys are the locales), however deep. */
function localized(value: unknown): Record<string, string>[] {
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length === locales.length && locales.every((l) => keys.includes(l)))
    return [value as Record<string, string>];
  return Object.values(value).flatMap(localized);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe("the newcomer components' words in one language (src/lib/newcomerText.ts)", () => {
  const files = [
    ['newcomer-text.json', newcomerSources, (locale: SiteLocale) => newcomerText(locale, hmcl)],
    ['newcomer-paths-text.json', newcomerPathsSources, newcomerPathsText],
  ] as const;

  for (const [file, source, make] of files) {
    it(`${file}: the tables have words to localize`, () => {
      assert.ok(localized(source).length > 10, `only ${localized(source).length} localized strings found`);
    });
  }

  for (const locale of locales)
    for (const [file, source, make] of files) {
      it(`${file}, ${locale}: every word of its tables in ${locale}, none that only another language uses`, () => {
        const words = new Set(strings(make(locale)));
        for (const text of localized(source)) {
          assert.ok(words.has(text[locale]!), `missing: ${text[locale]}`);
          for (const other of locales.filter((l) => l !== locale)) {
            if (text[other] !== text[locale])
              assert.ok(!words.has(text[other]!), `${other} text in the ${locale} words: ${text[other]}`);
          }
        }
      });

      it(`${locale}: HMCL's labels the region-lock warning names, from data/screens/hmcl.yml`, () => {
        const labels = newcomerText(locale, hmcl).hmclLockLabels;
        for (const [name, key] of Object.entries(hmclRegionLock.labels))
          assert.equal(labels[name as keyof typeof labels], labelText(hmcl, key, locale));
      });
    }

  it('keeps what is not localized as it is', () => {
    assert.deepEqual(inLocale({n: 1, list: [{zh: 'a', en: 'b'}], plain: {zh: 'x'}}, 'en'), {
      n: 1,
      list: ['b'],
      plain: {zh: 'x'},
    });
  });
});
