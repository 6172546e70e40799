/**
 * When to read the rules, and how much, is said one way (<ReadRules /> of src/components/Newcomer,
 * words in i18n/<locale>/site-text.json `newcomer.boxText.readRules*`): the rules' one-minute summary
 * is enough, read before applying for the whitelist (without a whitelist, before the first join). A
 * strict newcomer reading (issue 45) met "read the rules" before applying, before joining, after
 * joining and "the whole page" on five pages. No page words it on its own; the words name the
 * summary by the title the rules page gives it.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {siteTexts} from '../config/siteTexts';
import {docSource, locales, type Locale} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {load, renderElement, setLocale, textOf} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {admission: community.admission};
after(() => Object.assign(community, saved));

const box = siteTexts.newcomer.boxText;
const KEYS = ['readRulesApply', 'readRulesJoin', 'readRulesReminder', 'readRulesShort'] as const;

/** The title of the rules page's one-minute summary: its first `:::tip[…]` box. */
const summaryTitle = (locale: Locale): string | undefined =>
  /^:::tip\[([^\]]+)\]/m.exec(readFileSync(docSource(ROUTES.rules, locale)!, 'utf8'))?.[1];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

describe('reading the rules', () => {
  for (const locale of locales) {
    const title = summaryTitle(locale);

    it(`${locale}: the words name the summary as the rules page titles it, and link the rules`, () => {
      for (const key of KEYS) {
        const words = box[key][locale];
        assert.ok(words, `${key}: no ${locale} text`);
        assert.match(words, /\{rules\}/, `${key}: no link to the rules`);
        if (title) assert.ok(words.includes(title), `${key} (${locale}) does not name “${title}”: ${words}`);
      }
    });

    it(`${locale}: no page names the summary in its own words`, () => {
      if (!title) return;
      const rules = docSource(ROUTES.rules, locale)!;
      const dir = path.dirname(docSource(ROUTES.intro, locale)!);
      const own = files(dir).filter((file) => file !== rules && readFileSync(file, 'utf8').includes(title));
      assert.deepEqual(own, [], `say it with <ReadRules /> instead`);
    });

    it(`${locale}: before applying with a whitelist; before the first join without; a reminder on the join pages either way`, () => {
      setLocale(locale);
      const {ReadRules} = load<{ReadRules: (p: {at?: 'apply' | 'join'; short?: boolean}) => null}>(
        '@site/src/components/Newcomer',
      );
      const cases = [
        {whitelist: 'bot', at: 'apply', key: 'readRulesApply'},
        {whitelist: 'bot', at: 'join', key: 'readRulesReminder'},
        {whitelist: 'none', at: 'apply', key: 'readRulesJoin'},
        {whitelist: 'none', at: 'join', key: 'readRulesReminder'},
        {whitelist: 'bot', at: 'apply', key: 'readRulesShort', short: true},
        {whitelist: 'none', at: 'apply', key: 'readRulesJoin', short: true},
      ] as const;
      for (const {whitelist, at, key, ...rest} of cases) {
        const short = 'short' in rest;
        community.admission =
          whitelist === 'bot' ? {whitelist, typicalWaitHours: 2, remindAfterHours: 24} : {whitelist};
        const html = renderElement(createElement(ReadRules, {at, short}), locale);
        const link = box.readRulesLink[locale]!;
        const bare = (text: string) => text.replace(/\s+/g, '');
        assert.equal(
          bare(textOf(html)),
          bare(box[key][locale]!.replace('{rules}', link)),
          `${whitelist}, ${at}`,
        );
        assert.match(html, new RegExp(`<a [^>]*href="[^"]*${ROUTES.rules}"[^>]*>${link}</a>`));
      }
      community.admission = saved.admission;
    });
  }
});
