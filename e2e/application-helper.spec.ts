import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import community from '../config/community';
import {defaultLocale, locales} from '../config/locale';
import {loadCommunityData} from '../plugins/community-data';
import {quizViews} from '../plugins/community-data/modules';
import {botBrief} from '../src/lib/commands';

/**
 * An application that writes itself (issue 48, `applicationHelper`): the rules check, then the
 * application exactly as the bot takes it. Expectations from data/rules-quiz.yml,
 * data/clerk-commands.yml and config/community.ts.
 */
const data = loadCommunityData(process.cwd());
const bot = botBrief(data.clerk);

/** The doc route whose Markdown shows the helper. */
const helperPage = (() => {
  const file = (readdirSync('docs', {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .find((f) => readFileSync(path.join('docs', f), 'utf8').includes('<ApplicationHelper'));
  return (
    file &&
    `/docs/${file
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '$1')}`
  );
})();
const shown =
  community.applicationHelper.enabled && community.admission.whitelist === 'bot' && data.rulesQuiz !== null;

for (const locale of locales) {
  test(`${locale}: wrong answers are explained with their rule; right ones open the form, which writes the bot's command`, async ({
    page,
  }) => {
    test.skip(!helperPage, 'no page shows the application helper');
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    await page.goto(`${prefix}${helperPage}`);
    const helper = page.getByTestId('application-helper');
    if (!shown) return expect(helper).toHaveCount(0);
    // A section of its own (strict reading 37 took it for the Bedrock section's): the heading above
    // it is its own, a level below the page's section, and not the Bedrock one.
    await expect(helper.locator('> h3[data-helper-heading]')).toHaveCount(1);
    await expect(helper.locator('> h3[data-helper-heading]')).not.toBeEmpty();
    await expect(helper.locator('> :first-child')).toHaveAttribute('data-helper-heading', '');
    const questions = quizViews(data, locale);
    const fieldsets = helper.locator('form fieldset');
    await expect(fieldsets).toHaveCount(questions.length);
    // Nothing chosen: no explanation gives an answer away; each question asks for an answer.
    await helper.getByRole('button').first().click();
    await expect(helper.getByTestId('quiz-why')).toHaveCount(0);
    await expect(helper.getByTestId('quiz-unanswered')).toHaveCount(questions.length);
    await expect(helper.getByTestId('quiz-status')).toContainText(String(questions.length));
    await expect(helper.getByTestId('application-form')).toHaveCount(0);
    // Every answer wrong: each question says why and links to its rule.
    for (const [i, q] of questions.entries()) {
      await fieldsets
        .nth(i)
        .getByRole('radio')
        .nth(q.answer === 1 ? 1 : 0)
        .check();
    }
    await helper.getByRole('button').first().click();
    await expect(helper.getByTestId('quiz-unanswered')).toHaveCount(0);
    await expect(helper.getByTestId('quiz-why')).toHaveCount(questions.length);
    for (const [i, q] of questions.entries()) {
      await expect(fieldsets.nth(i).getByTestId('quiz-why')).toContainText(q.why);
      await expect(fieldsets.nth(i).getByTestId('quiz-why').getByRole('link')).toHaveAttribute(
        'href',
        `${prefix}${q.rule}`,
      );
    }
    await expect(helper.getByTestId('application-form')).toHaveCount(0);
    // All right: the form.
    for (const [i, q] of questions.entries())
      await fieldsets
        .nth(i)
        .getByRole('radio')
        .nth(q.answer - 1)
        .check();
    await helper.getByRole('button').first().click();
    await expect(helper.getByTestId('quiz-why')).toHaveCount(0);
    const form = helper.getByTestId('application-form');
    await expect(form).toBeVisible();
    const word = locale === 'zh' ? bot.commands['wl-apply']!.word : bot.commands['wl-apply']!.alias;
    const name = form.getByTestId('application-name');
    await name.fill('ab');
    await expect(form.getByTestId('application-problem')).not.toBeEmpty();
    await expect(form.getByTestId('application-command')).toHaveCount(0);
    await name.fill('XiaoMing_Star');
    await expect(form.getByTestId('application-command')).toHaveText(`${word} XiaoMing_Star`);
    await form.getByRole('radio').nth(1).check();
    await name.fill('Blue Whale');
    await expect(form.getByTestId('application-command')).toHaveText(`${word} Blue_Whale be`);
    await expect(form.getByTestId('application-email')).toHaveCount(
      community.otherContact?.kind === 'email' ? 1 : 0,
    );
    if (community.otherContact?.kind === 'email') {
      // The email is read by the admins: the name as the game shows it, none of the bot's syntax.
      const href = (await form.getByTestId('application-email').getAttribute('href'))!;
      const body = new URL(href).searchParams.get('body')!;
      expect(body).toContain('Blue Whale');
      expect(body).not.toContain(word);
      expect(body).not.toContain('Blue_Whale');
    }
  });
}
