import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import {BUILD, builtFileFor, builtPages, withoutCode} from './lib/built';
import community from '../config/community';

// The built HTML's links and anchors are checked in Node (npm run check-links); these are the
// links of the Markdown copies, and Markdown syntax that must not reach a page as text.

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
