// Temporary: times drawing N page cards (cold PNG cache, then warm) with the build's code.
import {mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync, mkdirSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {GlyphStore, svgToPng} from './plugins/lib/cardText';
import {cardSettings, pageCardSvg} from './plugins/lib/shareCards';
import community from './config/community';
const n = Number(process.argv[2] ?? 600);
const titles: string[] = [];
for (const f of readdirSync('docs', {recursive: true}) as string[]) {
  if (!/\.mdx?$/.test(f)) continue;
  const t = /^title:\s*(.+)$/m.exec(readFileSync(path.join('docs', f), 'utf8'))?.[1];
  if (t) titles.push(t);
}
const pages = Array.from({length: n}, (_, i) => ({title: `${titles[i % titles.length]} ${Math.floor(i / titles.length) + 1}`, section: '加入服务器', site: community.siteTitle.zh, host: 'docs.example.com'}));
const glyphCache = mkdtempSync(path.join(tmpdir(), 'glyphs-'));
const pngCache = mkdtempSync(path.join(tmpdir(), 'png-'));
const logo = readFileSync('static/img/logo.svg', 'utf8');
for (const round of ['cold (no glyph or PNG cache)', 'warm (both caches)']) {
  const t0 = performance.now();
  const g = new GlyphStore(cardSettings(community).fonts, glyphCache);
  g.need(pages.map((p) => p.title), 'bold'); g.need([...pages.map((p) => p.section), 'docs.example.com'], 'regular'); g.need([community.siteTitle.zh], 'bold');
  const t1 = performance.now();
  let largest = 0, total = 0;
  for (const p of pages) {
    const svg = pageCardSvg(p, g, logo);
    const file = path.join(pngCache, createHash('sha256').update(svg).digest('hex').slice(0, 32) + '.png');
    const png = existsSync(file) ? readFileSync(file) : svgToPng(svg);
    if (!existsSync(file)) writeFileSync(file, png);
    largest = Math.max(largest, png.length); total += png.length;
  }
  g.save();
  const t2 = performance.now();
  console.log(`${round}: ${n} cards, outlines ${Math.round(t1 - t0)} ms (${g.outlined} chars), drawing ${Math.round(t2 - t1)} ms (${Math.round((t2 - t1) / n)} ms/card), largest ${largest} B, mean ${Math.round(total / n)} B`);
}
