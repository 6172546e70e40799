import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import community from '../config/community';
import {defaultLocale, locales} from '../config/locale';
import {loadCommunityData} from '../plugins/community-data';
import {joinFacts} from '../plugins/community-data/modules';
import {bedrockAnswer, javaAnswer} from '../src/lib/joinCheck';

/**
 * "Can I join with my version?" (issue 48, `joinCheck`) on every page that has it, in every
 * locale: the answers follow config/community.ts and data/game-messages.yml.
 */
const facts = joinFacts(loadCommunityData(process.cwd()));
const bump = (version: string) => version.replace(/(\d+)$/, (last) => String(Number(last) + 1));

/** Doc routes whose Markdown shows <JoinCheck>, with the edition it starts on. */
const pages = (readdirSync('docs', {recursive: true}) as string[])
  .filter((f) => /\.mdx?$/.test(f))
  .flatMap((f) => {
    const text = readFileSync(path.join('docs', f), 'utf8');
    const tag = /<JoinCheck\b[^>]*>/.exec(text)?.[0];
    if (!tag) return [];
    const route = `/docs/${f
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '$1')}`;
    return [
      {
        route,
        bedrock: /edition="bedrock"/.test(tag),
        only: /\bonly\b/.test(tag),
        fix: /fix="([^"]+)"/.exec(tag)?.[1],
      },
    ];
  });

test('the join pages and "Why can’t I get in?" have it', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const locale of locales) {
  for (const {route, bedrock, only, fix} of pages) {
    test(`${locale} ${route}: answers from the server’s versions`, async ({page}) => {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      await page.goto(`${prefix}${route}`);
      const check = page.getByTestId('join-check');
      if (!facts) return expect(check).toHaveCount(0);
      const version = check.getByTestId('join-check-version');
      const answer = check.getByTestId('join-check-answer');
      // On a page for one edition (`only`), no choice of edition: the page's own.
      await expect(check).toHaveAttribute('data-edition', bedrock ? 'bedrock' : 'java');
      if (only) await expect(check.getByRole('radio')).toHaveCount(0);
      else await expect(check.getByRole('radio')).toHaveCount(2);
      // Before anything is typed, the answer line says what it is for; once a version is typed, the answer.
      await expect(check.getByTestId('join-check-hint')).toBeVisible();
      if (bedrock) {
        if (!only) await expect(check.getByRole('radio').nth(1)).toBeChecked();
        await version.fill(facts.geyserBedrock);
        await expect(answer).toHaveAttribute('data-kind', bedrockAnswer(facts.geyserBedrock, facts).kind);
        await expect(check.getByTestId('join-check-hint')).toHaveCount(0);
        await version.fill(bump(facts.geyserBedrock));
        await expect(answer).toHaveAttribute('data-kind', 'wait');
        // The oldest release the Geyser accepts gets in too, and the answer names the range.
        await version.fill(facts.geyserBedrockOldest);
        await expect(answer).toHaveAttribute('data-kind', 'yes');
        await expect(answer).toContainText(facts.geyserBedrockOldest);
        await expect(answer).toContainText(facts.geyserBedrock);
        await version.fill('1.0');
        await expect(answer).toHaveAttribute('data-kind', 'update');
        await expect(answer).toContainText(facts.geyserBedrockOldest);
        return;
      }
      await version.fill(community.gameVersion);
      await expect(answer).toHaveAttribute('data-kind', 'yes');
      await expect(check.getByTestId('join-check-hint')).toHaveCount(0);
      await expect(answer).toContainText(community.gameVersion);
      await version.fill('latest');
      await expect(answer).toHaveAttribute('data-kind', 'invalid');
      const newer = bump(community.gameVersion);
      await version.fill(newer);
      await expect(answer).toHaveAttribute('data-kind', javaAnswer(newer, facts).kind);
      // With the newest release let in named (config newestClientVersion): it gets in, the next one
      // waits, and both answers name the range.
      const newest = facts.clientVersions !== 'exact' ? facts.newestClientVersion : null;
      if (newest) {
        await version.fill(newest);
        await expect(answer).toHaveAttribute(
          'data-kind',
          newest === community.gameVersion ? 'yes' : 'inRange',
        );
        await expect(answer).toContainText(newest);
        await version.fill(bump(newest));
        await expect(answer).toHaveAttribute('data-kind', 'later');
        await expect(answer).toContainText(newest);
        if (fix) await expect(answer.getByTestId('join-check-fix')).toBeVisible();
      }
      await version.fill('1.8.9');
      const older = javaAnswer('1.8.9', facts).kind;
      await expect(answer).toHaveAttribute('data-kind', older);
      if (fix && older !== 'yes') {
        await answer.getByTestId('join-check-fix').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${fix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      }
    });
  }
}
