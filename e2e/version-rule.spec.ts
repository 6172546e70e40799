/**
 * Which Java Edition version gets a player in: every page that says it shows the same sentence, the
 * rule of config/community.ts `clientVersions` with its `gameVersion` and `newestClientVersion`
 * (src/lib/newcomer.ts `versionRuleOf`), in the page's language.
 */
import {expect, test} from './lib/test';
import community from '../config/community';
import {locales, localized} from './lib/site';
import {clientVersionsOf, ROUTES} from '../src/lib/newcomer';
import {bedrockRuleText, versionRuleText} from '../src/lib/newcomerText';
import {geyserRange, type GameMessages} from '../src/lib/gameMessages';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';

// The pages that state it, once each (tests/version-rule.test.ts RULE_PAGES): where the reader picks
// the version, joins, asks, or is refused.
const pages = [ROUTES.launchers, ROUTES.joinJava, ROUTES.faq, ROUTES.cannotJoin];

for (const locale of locales) {
  for (const route of pages) {
    test(`${route} (${locale}): the version rule of the config`, async ({page}) => {
      await page.goto(localized(route, locale));
      const rule = page.locator('article [data-version-rule]');
      // The FAQ holds it in a fold under its short answer (strict reading 78): open it as a reader would.
      const fold = rule.first().locator('xpath=ancestor::details[1]');
      if ((await fold.count()) > 0) await fold.locator(':scope > summary').click();
      await expect(rule.first()).toBeVisible();
      // The range up to config newestClientVersion where it is set and newer releases get in, then
      // how to compare where a newer release reads as older (tests/version-rule.test.ts).
      const expected = versionRuleText(locale, {...community, clientVersions: clientVersionsOf(community)});
      for (const text of await rule.allTextContents()) expect(text).toBe(expected);
    });
  }
}

// Bedrock's rule (<BedrockVersionRule />): the oldest and the newest release the server's Geyser
// accepts, from data/game-messages.yml, once on the join page (its version section) and on the FAQ.
const gameMessages = yaml.load(readFileSync('data/game-messages.yml', 'utf8')) as GameMessages;
for (const locale of locales) {
  for (const [route, count] of [
    [ROUTES.joinBedrock, 1],
    [ROUTES.faq, 1],
  ] as const) {
    test(`${route} (${locale}): Bedrock's version rule, older and newer versions alike`, async ({page}) => {
      await page.goto(localized(route, locale));
      const rule = page.locator('article [data-bedrock-version-rule]');
      await expect(rule).toHaveCount(count);
      const expected = bedrockRuleText(locale, geyserRange(gameMessages, locale));
      for (const text of await rule.allTextContents()) expect(text).toBe(expected);
    });
  }
}
