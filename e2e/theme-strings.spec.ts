import {expect, test} from './lib/test';
import {localized, locales} from './lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {pluralPattern, themeString} from './lib/themeStrings';

// Each locale shows the theme's strings in its own language: the site's i18n/<locale>/code.json,
// else Docusaurus's bundled translation (e2e/lib/themeStrings.ts). A locale that fell back to
// another language's strings fails here.
for (const locale of locales) {
  const t = (id: string) => themeString(locale, id);

  test(`${locale}: doc pages label their pagination and breadcrumbs in the page language`, async ({page}) => {
    // The bot commands page: a doc off the newcomer path, whose cards are the theme's own (the Java
    // page's are the ways back to each launcher guide, under their own labels).
    await page.goto(localized(ROUTES.botCommands, locale));
    const pagination = page.getByRole('navigation', {
      name: t('theme.docs.paginator.navAriaLabel'),
      exact: true,
    });
    await expect(pagination).toBeVisible();
    await expect(pagination.locator('.pagination-nav__sublabel').first()).toHaveText(
      new RegExp(`^(${t('theme.docs.paginator.previous')}|${t('theme.docs.paginator.next')})$`),
    );
    await expect(
      page.getByRole('navigation', {name: t('theme.docs.breadcrumbs.navAriaLabel'), exact: true}),
    ).toBeVisible();
  });

  test(`${locale}: blog posts show reading time and tags in the page language`, async ({page}) => {
    await page.goto(localized('/blog/frpUse', locale));
    await expect(page.locator('article header')).toContainText(
      pluralPattern(t('theme.blog.post.readingTime.plurals'), 'readingTime'),
    );
    await expect(page.locator('article footer')).toContainText(t('theme.tags.tagsListLabel'));
  });
}

test('back-to-top button appears after scrolling, labelled in the page language', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto('/docs/intro');
  await page.evaluate(() => (document.body.style.minHeight = '4000px'));
  for (const y of [200, 800, 1600]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(
    page.getByRole('button', {name: themeString('zh', 'theme.BackToTopButton.buttonAriaLabel')}),
  ).toBeVisible();
});
