import {expect, test} from './lib/test';
import {showDiagrams} from './lib/diagrams';

test('the newcomer diagram on the intro renders, in the light and dark diagram themes', async ({page}) => {
  await page.goto('/docs/intro');
  await showDiagrams(page);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toContainText('新玩家');
  await expect(diagram).toContainText('进入游戏');
  const lightFill = await diagram
    .locator('.node rect')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);
  await page.locator('nav.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkDiagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(darkDiagram).toContainText('新玩家');
  await expect
    .poll(() =>
      darkDiagram
        .locator('.node rect')
        .first()
        .evaluate((el) => getComputedStyle(el).fill),
    )
    .not.toBe(lightFill);
});

test('the sidebar keeps every category open', async ({page}) => {
  await page.goto('/docs/intro');
  const collapsed = page.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed');
  await expect(collapsed).toHaveCount(0);
});

test('the troubleshooting page renders its flow diagram', async ({page}) => {
  await page.goto('/docs/Q&A/jin-bu-qu-de-yuan-yin');
  await showDiagrams(page);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toContainText('连不上服务器');
});
