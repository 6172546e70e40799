import {expect, type Page} from '@playwright/test';

/**
 * Scrolls to each Mermaid diagram of the page and waits until it is drawn: diagrams render only
 * when they come near the screen (src/theme/Mermaid).
 */
export async function showDiagrams(page: Page): Promise<number> {
  const boxes = page.locator('[data-diagram]');
  const count = await boxes.count();
  for (let i = 0; i < count; i++) {
    await boxes.nth(i).scrollIntoViewIfNeeded();
    await expect(boxes.nth(i).locator('.docusaurus-mermaid-container svg')).toBeVisible();
  }
  return count;
}
