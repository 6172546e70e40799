/**
 * Who "the admins" are (issue 45): a strict first reading met OP, 管理员 and 管理组 (admins, the admin
 * team, operators, staff) on the rules page and the FAQ and could not tell whether they were the same
 * people. The rules page, which every newcomer path sends a player to before joining, says it once, in
 * one plain line right after its opening, with the list of them; after that line the rules page, the
 * FAQ and the other newcomer pages say only 管理员 / "admin(s)" (the word the newcomer boxes and the
 * contact lines use too).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {renderDoc, textOf} from './lib/renderPage';

/** The one term, and the names for the same people that the pages no longer use, per language. */
const WORDS: Partial<Record<string, {term: RegExp; others: RegExp}>> = {
  zh: {term: /管理员/, others: /\bOPs?\b|管理组|管理团队|协管/},
  en: {term: /\badmins?\b/i, others: /\bOPs?\b|\boperators?\b|\bstaff\b|admin team|\bmoderators?\b/i},
};

/** The paragraphs of a rendered page, as text. */
const paragraphs = (html: string) => (html.match(/<p\b[\s\S]*?<\/p>/g) ?? []).map(textOf);

describe('one word for the admins, defined once where the rules begin', () => {
  for (const locale of locales) {
    const words = WORDS[locale];
    // A language the site adds later gets its words here.
    if (!words) continue;
    it(`${locale}: the rules page defines it in one line after its opening, linking the list`, async () => {
      const html = await renderDoc(docSource(ROUTES.rules, locale)!, locale);
      const defining = (html.match(/<p\b[\s\S]*?<\/p>/g) ?? []).filter(
        (p) => words.term.test(textOf(p)) && /\bOPs?\b/.test(textOf(p)),
      );
      assert.equal(defining.length, 1, defining.join('\n'));
      assert.match(defining[0]!, /href="\.\/op-ji-qi-guan-li\.md#roster"/, 'links the list of them');
      // Where players first meet the word: the first or second paragraph, before the summary.
      assert.ok(paragraphs(html).slice(0, 2).includes(textOf(defining[0]!)), 'right after the opening');
    });

    it(`${locale}: after it, the rules page, the FAQ and the newcomer pages use that word only`, async () => {
      const pages = [ROUTES.rules, ROUTES.faq, ROUTES.intro, ROUTES.start, ROUTES.join, ROUTES.joinJava];
      for (const route of [...pages, ROUTES.joinBedrock, ROUTES.bot, ROUTES.cannotJoin]) {
        const file = docSource(route, locale)!;
        // The game's own messages are quoted as the game words them ("Kicked by an operator").
        const html = (await renderDoc(file, locale)).replace(
          /<(code|span) class="game-message"[^>]*>(?:<code>[\s\S]*?<\/code>|[^<])*?<\/\1>/g,
          '',
        );
        const said = paragraphs(html)
          .concat((html.match(/<(li|h[1-6]|td|th)\b[\s\S]*?<\/\1>/g) ?? []).map(textOf))
          .filter((text) => !(words.term.test(text) && /\bOPs?\b/.test(text) && route === ROUTES.rules));
        for (const text of said) assert.doesNotMatch(text, words.others, `${locale} ${route}: ${text}`);
        assert.match(textOf(html), words.term, `${locale} ${route}`);
        // Nor in what the page says about itself (search results and link previews show it).
        const description = /^description: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
        assert.doesNotMatch(description, words.others, `${locale} ${route}: description`);
      }
    });
  }

  it('the rules check before applying (data/rules-quiz.yml) uses the same word', () => {
    const quiz = readFileSync('data/rules-quiz.yml', 'utf8').replace(/^\s*#.*$/gm, '');
    assert.doesNotMatch(quiz, /\bOPs?\b|管理组|管理团队/);
  });
});
