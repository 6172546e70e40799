/**
 * Which Java Edition version gets a player in: every page that says it shows the same sentence, the
 * rule of config/community.ts `clientVersions` with its `gameVersion` (src/lib/newcomer.ts
 * `versionRule`), in the page's language.
 */
import {expect, test} from './lib/test';
import community from '../config/community';
import {locales, localized} from './lib/site';
import {clientVersionsOf, fillText, ROUTES} from '../src/lib/newcomer';
import {versionRule} from '../src/lib/newcomerText';

// The pages that state it, once each (tests/version-rule.test.ts RULE_PAGES): where the reader picks
// the version, joins, asks, or is refused.
const pages = [ROUTES.launchers, ROUTES.joinJava, ROUTES.faq, ROUTES.cannotJoin];

for (const locale of locales) {
  for (const route of pages) {
    test(`${route} (${locale}): the version rule of the config`, async ({page}) => {
      await page.goto(localized(route, locale));
      const rule = page.locator('article [data-version-rule]');
      await expect(rule.first()).toBeVisible();
      const expected = fillText(versionRule[clientVersionsOf(community)][locale] ?? '', {
        gameVersion: community.gameVersion,
      });
      for (const text of await rule.allTextContents()) expect(text).toBe(expected);
    });
  }
}
