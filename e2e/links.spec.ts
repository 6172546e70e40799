import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import {BUILD, builtFileFor, builtPages, pathOf} from './lib/built';

/**
 * Every internal link and anchor in the built HTML of both locales resolves
 * (the build itself only warns about anchors, as the spec says).
 */
const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!ids.has(file)) {
    const html = readFileSync(file, 'utf8');
    ids.set(
      file,
      new Set(
        [...html.matchAll(/\sid=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)].map((m) => m[1] ?? m[2] ?? m[3]!),
      ),
    );
  }
  return ids.get(file)!;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

test('no broken internal link or anchor in the built HTML (zh and en)', () => {
  const broken: string[] = [];
  let links = 0;
  let anchors = 0;
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(60);
  for (const page of pages) {
    const html = readFileSync(path.join(BUILD, page), 'utf8');
    const from = pathOf(page);
    for (const match of html.matchAll(/<a\s[^>]*?href=(?:"([^"]*)"|([^\s>]+))/g)) {
      const href = decodeEntities(match[1] ?? match[2] ?? '');
      if (!href || /^(https?:|mailto:|tel:|javascript:|data:)/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${from}`);
      const target =
        url.pathname === new URL(`http://site${from}`).pathname && href.startsWith('#')
          ? path.join(BUILD, page)
          : builtFileFor(url.pathname);
      if (!target || !existsSync(target)) {
        broken.push(`${from} → ${href} (no such page)`);
        continue;
      }
      links++;
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html')) anchors++;
      if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) {
        broken.push(`${from} → ${href} (no #${anchor} there)`);
      }
    }
  }
  expect(broken).toEqual([]);
  // The check really ran over the site's links (cross-page anchors included).
  expect(links).toBeGreaterThan(3000);
  expect(anchors).toBeGreaterThan(500);
});

test('the social preview image (og:image) exists', () => {
  for (const page of ['index.html', 'en/index.html', 'docs/intro/index.html']) {
    const html = readFileSync(path.join(BUILD, page), 'utf8');
    const image = /<meta[^>]+property=["']?og:image["']?[^>]+content=["']?([^"'\s>]+)/.exec(html)?.[1];
    expect(image, page).toBeDefined();
    expect(builtFileFor(new URL(image!).pathname), image).toBeDefined();
  }
});
