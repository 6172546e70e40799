import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import {BUILD, builtFileFor, builtPages, pathOf, withoutCode} from './lib/built';
import community from '../config/community';

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

/** The Markdown copies of the pages (/docs/intro.md …) and both llms.txt files, relative to build/. */
function markdownFiles(): string[] {
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.md') || f === 'llms.txt' || f === 'en/llms.txt')
    .sort();
}

test('no broken link or anchor in llms.txt and the Markdown copies of the pages (zh and en)', () => {
  const files = markdownFiles();
  expect(files).toContain('llms.txt');
  expect(files).toContain('en/llms.txt');
  const broken: string[] = [];
  let links = 0;
  for (const file of files) {
    const text = withoutCode(readFileSync(path.join(BUILD, file), 'utf8'));
    const from = `/${file}`;
    // Markdown link destinations, with Markdown's backslash escapes undone (`Q\&A`).
    for (const match of text.matchAll(/\]\(((?:\\.|[^()\s\\])+)\)/g)) {
      let href = match[1]!.replace(/\\(.)/g, '$1');
      if (href.startsWith(community.siteUrl)) href = href.slice(community.siteUrl.length) || '/';
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${from}`);
      const target = builtFileFor(url.pathname);
      if (!target) {
        broken.push(`${from} → ${href} (no such file)`);
        continue;
      }
      links++;
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) {
        broken.push(`${from} → ${href} (no #${anchor} there)`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(links).toBeGreaterThan(300);
});

test('no built page shows Markdown container syntax as text', () => {
  // An admonition the Markdown settings do not recognise ends up as a paragraph starting ":::".
  const shown = builtPages().filter((page) =>
    /<p>:::[a-z]/.test(readFileSync(path.join(BUILD, page), 'utf8')),
  );
  expect(shown).toEqual([]);
});
