/**
 * The launcher step of the newcomer path, in the browser: from the launcher choice, each
 * guide opens at its download section (a reader who has no launcher yet does not land
 * mid-page at the sign-in), and HMCL's region lock is in its own section of the HMCL guide, in
 * HMCL's own words (data/screens/hmcl.yml), with a way out to PCL that the keyboard reaches; the
 * launcher choice links there instead of showing it.
 */
import {readFileSync} from 'node:fs';
import type {Locator} from '@playwright/test';
import yaml from 'js-yaml';
import {expect, test} from './lib/test';
import {axeOf} from './lib/a11y';
import community from '../config/community';
import {locales, localized} from './lib/site';
import {hmclRegionLock} from '../src/lib/launcherLimits';
import {acceptsMicrosoft, acceptsSkinSite, LAUNCHER_START, ROUTES} from '../src/lib/newcomer';
import {labelText, type LabelSet} from '../src/lib/screenLabels';

const way = (note: Locator) => note.locator('a[data-lock-alternative="pcl"]');

const labels = yaml.load(readFileSync('data/screens/hmcl.yml', 'utf8')) as LabelSet;

for (const locale of locales) {
  test(`the launcher choice opens HMCL's and PCL's guides at their download (${locale})`, async ({page}) => {
    await page.goto(localized(`${ROUTES.launchers}#which-one`, locale));
    // Per path, one guide by the step's link (PCL's on the skin-site path, HMCL's on the official
    // launcher's detour) and the other beside it, each at its download.
    const start = (launcher: 'hmcl' | 'pcl') =>
      localized(`${ROUTES[launcher]}#${LAUNCHER_START[launcher]}`, locale);
    const items = page.locator('article li:has(> a[data-next-step="account"])');
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) {
      const main = await item.locator('a[data-next-step="account"]').getAttribute('href');
      const also = await item.locator('a[data-also-launcher]').getAttribute('href');
      expect([main, also].sort()).toEqual([start('hmcl'), start('pcl')].sort());
    }
    const next = items.first().locator('a[data-next-step="account"]');
    const launcher = (await next.getAttribute('href')) === start('pcl') ? 'pcl' : 'hmcl';
    await next.click();
    const heading = page.locator(`[id="${LAUNCHER_START[launcher]}"]`);
    await expect(heading).toBeInViewport();
  });

  test(`HMCL's region lock, in HMCL's words, in its own section of the HMCL guide (${locale})`, async ({
    page,
  }) => {
    test.skip(!acceptsSkinSite(community.login), 'the server takes Microsoft accounts only');
    // The launcher choice does not show it: a link to the section, which opens on it.
    await page.goto(localized(ROUTES.launchers, locale));
    await expect(page.locator('article [data-launcher-lock]')).toHaveCount(0);
    // The line is one of the friend's-launcher section's cases, before its steps (strict reading 39:
    // folded after the steps, it was read too late).
    const lockLink = page.locator(`article a[href$="${ROUTES.hmcl}#outside-mainland"]`).first();
    await expect(lockLink).toBeVisible();
    await lockLink.click();
    await expect(page.locator('[id="outside-mainland"]')).toBeInViewport();
    const note = page.locator('article [data-launcher-lock="hmcl-region"]');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(labelText(labels, hmclRegionLock.labels.hint, locale));
    await expect(note).toContainText(hmclRegionLock.since);
    // Folded under its title, so the section costs other readers two lines: the keyboard opens it.
    const summary = note.locator('summary');
    await expect(summary).toBeVisible();
    await expect(way(note)).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(way(note)).toBeVisible();
    const link = way(note);
    await link.focus();
    await expect(link).toBeFocused();
    const results = await axeOf(page).include('[data-launcher-lock]').analyze();
    expect(results.violations).toEqual([]);
  });
}

for (const locale of locales) {
  test(`a Microsoft-account owner can take the official launcher's lane from the home page (${locale})`, async ({
    page,
  }) => {
    test.skip(!acceptsMicrosoft(community.login), 'the server takes skin-site accounts only');
    await page.goto(localized('/', locale));
    const row = page.locator('details[data-path="java-microsoft"]');
    await row.locator(':scope > summary').click();
    await row
      .locator(`a[data-step="official-launcher"][href$="${ROUTES.launchers}#official-launcher"]`)
      .click();
    const heading = page.locator('[id="official-launcher"]');
    await expect(heading).toBeInViewport();
    const lane = page
      .locator('article')
      .locator('ol')
      .filter({has: page.locator('strong')})
      .last();
    await expect(lane).toBeVisible();
    await expect(page.locator('article [data-version-rule]').first()).toBeVisible();
    await expect(
      page.locator(`article a[href="${localized(`${ROUTES.joinJava}#add-server`, locale)}"]`).first(),
    ).toBeVisible();
  });
}
