/**
 * "Which account gets me in?" shows only what fits its page: the Bedrock join page names no Java
 * account and links no launcher, each launcher's page asks which account to add and links its own
 * sign-in sections only, and the other pages that answer it name the accounts without set-up links;
 * the join overview links the Java answer and gives Bedrock's. The intro, the launcher choice and the
 * skin site do not answer it, nor does getting started (its "What you need" names the accounts in
 * plain words, without the launchers' terms: strict reading 56), nor the FAQ, whose lead links the
 * pages that own each edition's answer.
 */
import {expect, test} from './lib/test';
import community from '../config/community';
import {locales, localized} from './lib/site';
import {accountLinks, ROUTES} from '../src/lib/newcomer';

const linkIds = (launcher?: 'hmcl' | 'pcl') => accountLinks(community.login, launcher).map((l) => l.id);

for (const locale of locales) {
  test(`Bedrock join page (${locale}): the Bedrock answer only`, async ({page}) => {
    await page.goto(localized(ROUTES.joinBedrock, locale));
    const box = page.locator('article [data-account-answer]');
    await expect(box).toHaveAttribute('data-account-answer', 'bedrock');
    await expect(page.locator('article [data-login]')).toHaveCount(0);
    await expect(page.locator('article [data-account-link]')).toHaveCount(0);
  });

  for (const [route, launcher] of [
    [ROUTES.hmcl, 'hmcl'],
    [ROUTES.pcl, 'pcl'],
  ] as const) {
    test(`${launcher} page (${locale}): its own launcher's set-up links`, async ({page}) => {
      await page.goto(localized(route, locale));
      const ids = await page
        .locator('article [data-account-link]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('data-account-link')));
      expect(ids).toEqual(linkIds(launcher));
      await expect(page.locator('article [data-account-choice]')).toHaveCount(1);
    });
  }

  for (const route of [ROUTES.intro, ROUTES.start, ROUTES.faq, ROUTES.launchers, ROUTES.skin]) {
    test(`${route} (${locale}): no account answer, the pages it links give it`, async ({page}) => {
      await page.goto(localized(route, locale));
      await expect(page.locator('article [data-account-answer]')).toHaveCount(0);
    });
  }

  for (const route of [ROUTES.join]) {
    test(`${route} (${locale}): Bedrock's answer only, the Java one linked`, async ({page}) => {
      await page.goto(localized(route, locale));
      await expect(page.locator('article [data-account-answer]')).toHaveAttribute(
        'data-account-answer',
        'bedrock',
      );
      await expect(page.locator('article [data-login]')).toHaveCount(0);
    });
  }

  for (const route of [ROUTES.cannotJoin]) {
    test(`${route} (${locale}): the answer without set-up links`, async ({page}) => {
      await page.goto(localized(route, locale));
      // The answer (one sentence, at the login fix's start), for the server's accounts.
      const answers = page.locator('article [data-login]');
      await expect(answers.first()).toBeVisible();
      for (const answer of await answers.all())
        await expect(answer).toHaveAttribute('data-login', community.login);
      await expect(page.locator('article [data-account-link]')).toHaveCount(0);
    });
  }
}
