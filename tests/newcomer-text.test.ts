import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {locales, type SiteLocale} from '../config/locale';
import {loadCommunityData, newcomerWordFiles} from '../plugins/community-data';
import {hmclRegionLock} from '../src/lib/launcherLimits';
import community from '../config/community';
import {clientVersionsOf, fillText, newestClientOf, stepWords, type StepId} from '../src/lib/newcomer';
import {botBrief} from '../src/lib/commands';
import {
  inLocale,
  launcherLimitsSources,
  launcherLimitsText,
  newcomerJavaSources,
  newcomerJavaText,
  newcomerPathsSources,
  newcomerPathsText,
  newcomerSources,
  newcomerText,
  stepFacts,
} from '../src/lib/newcomerText';
import {labelText} from '../src/lib/screenLabels';
import {stepText} from '../src/lib/newcomerText';

const data = loadCommunityData(path.resolve(__dirname, '..'));
const hmcl = data.screens.find((s) => s.id === 'hmcl')!;
const facts = stepFacts(
  community.gameVersion,
  data.javaVersions,
  clientVersionsOf(community),
  community.newestClientVersion,
);
const bot = botBrief(data.clerk);
const boxes = (locale: SiteLocale) => newcomerText(locale, facts, bot);
const limits = (locale: SiteLocale) => launcherLimitsText(locale, hmcl);

/**
 * Every localized string of a value (an object whose keys are language codes, the site's locales
 * among them), however deep.
 */
function localized(value: unknown): Record<string, string>[] {
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (locales.every((l) => keys.includes(l)) && keys.every((k) => /^[a-z]{2,3}(?:-[A-Za-z]+)?$/.test(k)))
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
    ['newcomer-text.json', newcomerSources, boxes],
    ['newcomer-paths-text.json', newcomerPathsSources, newcomerPathsText],
    ['newcomer-java-text.json', newcomerJavaSources, newcomerJavaText],
    ['launcher-limits-text.json', launcherLimitsSources, limits],
  ] as const;

  for (const [file, source] of files) {
    it(`${file}: the tables have words to localize`, () => {
      assert.ok(localized(source).length >= 5, `only ${localized(source).length} localized strings found`);
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
    }

  for (const locale of locales) {
    it(`${locale}: HMCL's labels the region-lock warning names, from data/screens/hmcl.yml`, () => {
      const labels = limits(locale).hmclLockLabels;
      for (const [name, key] of Object.entries(hmclRegionLock.labels))
        assert.equal(labels[name as keyof typeof labels], labelText(hmcl, key, locale));
    });

    it(`${locale}: the launcher warnings' words are only in launcher-limits-text.json (pages without one do not load them)`, () => {
      const everyBox = new Set(strings([boxes(locale), newcomerPathsText(locale), newcomerJavaText(locale)]));
      const warnings = strings(limits(locale)).filter((t) => t.length > 20);
      assert.ok(warnings.length >= 5);
      for (const text of warnings) assert.ok(!everyBox.has(text), `also in another file: ${text}`);
    });
  }

  for (const locale of locales) {
    it(`${locale}: the steps' titles, filled in with the game version and the Java it needs`, () => {
      assert.ok(facts.java, `data/java-versions.yml has no Java for ${community.gameVersion}`);
      const newest = newestClientOf(community);
      const values = {java: String(facts.java), gameVersion: community.gameVersion, newest: newest ?? ''};
      for (const [id, title] of Object.entries(boxes(locale).stepTitle)) {
        assert.equal(
          title,
          fillText(
            stepWords(stepText[id as StepId], clientVersionsOf(community), newest).title[locale]!,
            values,
          ),
        );
        // Only the launcher a step's link opens is left, for the boxes to fill by its page (titleFor).
        assert.ok(!/\{(?!launcher\})\w+\}/.test(title), `${id}: ${title}`);
      }
    });
  }

  for (const locale of locales) {
    it(`${locale}: the bot's name and command words of ${locale} (data/clerk-commands.yml)`, () => {
      const words = boxes(locale).bot;
      assert.equal(words.name, bot.name[locale]);
      for (const c of data.clerk.commands) {
        const brief = bot.commands[c.id]!;
        assert.equal(words.commands[c.id], locale === 'en' ? brief.alias : brief.word);
      }
    });
  }

  it('keeps what is not localized as it is; a text with the default locale’s only falls back to it', () => {
    assert.deepEqual(
      inLocale({n: 1, list: [{zh: 'a', en: 'b'}], plain: {zh: 'x', note: 'y'}, only: {zh: 'z'}}, 'en'),
      {n: 1, list: ['b'], plain: {zh: 'x', note: 'y'}, only: 'z'},
    );
  });
});

describe('step-titles.json (the "Next step" card of a doc page)', () => {
  for (const locale of locales)
    it(`${locale}: the steps' titles of newcomer-text.json, and nothing else of it`, () => {
      const files = newcomerWordFiles(data, locale) as Record<string, {stepTitle?: unknown}>;
      assert.deepEqual(files['step-titles.json'], files['newcomer-text.json']!.stepTitle);
      assert.ok(Object.keys(files['step-titles.json']!).length > 0);
    });
});
