import {expect, test} from './lib/test';

test('a ?edition= link opens the Bedrock tab', async ({page}) => {
  await page.goto('/docs/serverDocs/?edition=bedrock');
  await expect(page.getByRole('tab', {name: '基岩版'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', {name: 'Java 版'}).first()).toHaveAttribute('aria-selected', 'false');
});

test('a ?os= link opens the macOS tab of the HMCL guide', async ({page}) => {
  await page.goto('/docs/LancherConfig/hmcl-qi-dong-qi?os=macos');
  await expect(page.getByRole('tab', {name: 'macOS'}).first()).toHaveAttribute('aria-selected', 'true');
});

test('without a query the default tab is selected', async ({page}) => {
  await page.goto('/docs/serverDocs/');
  await expect(page.getByRole('tab', {name: 'Java 版'}).first()).toHaveAttribute('aria-selected', 'true');
});

test('each tab controls its panel, and each panel is named after its tab (ARIA tabs pattern)', async ({
  page,
}) => {
  await page.goto('/docs/serverDocs/');
  const javaTab = page.getByRole('tab', {name: 'Java 版'}).first();
  // The panel of the selected tab is found by its accessible name, which only aria-labelledby gives it.
  const javaPanel = page.getByRole('tabpanel', {name: 'Java 版'}).first();
  await expect(javaPanel).toBeVisible();
  await expect(javaTab).toHaveAttribute('aria-controls', (await javaPanel.getAttribute('id'))!);

  const bedrockTab = page.getByRole('tab', {name: '基岩版'}).first();
  await bedrockTab.click();
  const bedrockPanel = page.locator(`[id="${await bedrockTab.getAttribute('aria-controls')}"]`);
  await expect(bedrockPanel).toBeVisible();
  await expect(bedrockPanel).toHaveAttribute('aria-labelledby', (await bedrockTab.getAttribute('id'))!);
  await expect(javaPanel).toBeHidden();
});
