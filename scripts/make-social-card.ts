/**
 * Draws static/img/social-card.png (1200 × 630), the preview image chat apps
 * and search engines show for links to the site (themeConfig.image), from the
 * site title and tagline in config/community.ts, with the system Chromium.
 *
 *   node --import tsx scripts/make-social-card.ts
 */
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import community from '../config/community';
import {escapeHtml} from '../lib/html';
import {chromiumArgs, chromiumPath} from './lib/chromium';
import {locales, textIn} from '../config/locale';

async function main(): Promise<void> {
  const logo = readFileSync('static/img/logo.svg', 'utf8');
  const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:center;gap:28px;
  background:linear-gradient(135deg,#1b5e20,#2e7d32 60%,#43a047);color:#fff;font-family:'Noto Sans CJK SC','Noto Sans',sans-serif">
  <div style="width:120px;height:120px">${logo.replace('<svg', '<svg width="120" height="120"')}</div>
  <div style="font-size:60px;font-weight:700">${[...new Set(locales.map((l) => escapeHtml(textIn(community.siteTitle, l))))].join(' · ')}</div>
${[...new Set(locales.map((l) => textIn(community.tagline, l)))]
  .map(
    (tagline, i) =>
      `  <div style="font-size:${i === 0 ? 36 : 30}px;opacity:${i === 0 ? '.95' : '.9'}">${escapeHtml(tagline)}</div>`,
  )
  .join('\n')}
</div></body></html>`;
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}});
    await page.setContent(html);
    await page.screenshot({path: 'static/img/social-card.png'});
    console.log('static/img/social-card.png: 1200×630');
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
