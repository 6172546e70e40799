/**
 * Draws the sample group photo shipped with the site: a 360° panorama strip
 * (4096 × 1024, left and right edges join) of a blocky spawn town with twelve
 * players lined up in the square. It is an SVG scene rasterised to WebP by the
 * system Chromium the browser tests already use, so the repository holds no
 * image of unknown origin and nothing is downloaded.
 *
 *   node --import tsx scripts/make-sample-panorama.ts [out.webp]
 *
 * A community replaces it with its real photo: put the file in static/img/ and
 * point `groupPhoto` in config/community.ts at it.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './lib/chromium';

const W = 4096;
const H = 1024;
const HORIZON = 640;

/** Deterministic pseudo-random numbers, so the image is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20250601);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const parts: string[] = [];
const rect = (x: number, y: number, w: number, h: number, fill: string) => {
  // Draw twice across the seam so the strip wraps without a cut.
  for (const dx of [0, -W, W]) {
    if (x + dx + w > 0 && x + dx < W)
      parts.push(`<rect x="${x + dx}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);
  }
};

// Sky and sun.
parts.push(
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5ea8f0"/><stop offset="1" stop-color="#cfe8fb"/></linearGradient></defs>`,
  `<rect width="${W}" height="${HORIZON}" fill="url(#sky)"/>`,
);
rect(2900, 120, 96, 96, '#fff6b0');
rect(2912, 132, 72, 72, '#ffe866');

// Blocky clouds.
for (let i = 0; i < 14; i++) {
  const x = Math.floor(rand() * W);
  const y = 60 + Math.floor(rand() * 220);
  const n = 3 + Math.floor(rand() * 4);
  for (let j = 0; j < n; j++) rect(x + j * 48, y + (j % 2) * 16, 64, 32, 'rgba(255,255,255,0.9)');
}

// Mountains: sums of sines whose periods divide the width, so they join at the seam.
const ridge = (x: number, base: number, amp: number, phase: number) =>
  base -
  amp *
    (0.6 * Math.sin((2 * Math.PI * 3 * x) / W + phase) +
      0.3 * Math.sin((2 * Math.PI * 7 * x) / W + phase * 2) +
      0.1 * Math.sin((2 * Math.PI * 17 * x) / W));
for (const [base, amp, phase, colour] of [
  [470, 120, 0.3, '#8fa9c4'],
  [540, 90, 1.7, '#6f8f6a'],
] as const) {
  let points = `0,${HORIZON} `;
  for (let x = 0; x <= W; x += 32) points += `${x},${Math.round(ridge(x, base, amp, phase) / 16) * 16} `;
  points += `${W},${HORIZON}`;
  parts.push(`<polygon points="${points}" fill="${colour}"/>`);
}

// Grass blocks.
const grass = ['#5da03a', '#62a83d', '#589a36', '#67ad42'];
for (let y = HORIZON; y < H; y += 32) for (let x = 0; x < W; x += 32) rect(x, y, 32, 32, pick(grass));
// Stone path through the square.
const stone = ['#9a9a9a', '#8c8c8c', '#a3a3a3'];
for (let y = 760; y < 1024; y += 32)
  for (let x = W / 2 - 640; x < W / 2 + 640; x += 32) rect(x, y, 32, 32, pick(stone));

// Houses and trees around the horizon.
function house(x: number) {
  const wall = pick(['#b8945f', '#a5804d', '#c9a46a']);
  rect(x, HORIZON - 160, 224, 160, wall);
  for (let i = 0; i < 5; i++) rect(x - 16 + i * 16, HORIZON - 192 - i * 16, 256 - i * 32, 32, '#7a4a2a');
  rect(x + 96, HORIZON - 96, 32, 96, '#5a3a1e');
  rect(x + 32, HORIZON - 128, 40, 40, '#bfe3f2');
  rect(x + 152, HORIZON - 128, 40, 40, '#bfe3f2');
}
function tree(x: number) {
  rect(x + 40, HORIZON - 128, 24, 128, '#6b4a2b');
  for (const [dx, dy, w] of [
    [0, -224, 104],
    [16, -256, 72],
    [-16, -192, 136],
  ] as const) {
    rect(x + dx, HORIZON + dy, w, 48, pick(['#3f7f2c', '#467f32', '#3a7428']));
  }
}
for (let x = 80; x < W; x += 512) {
  if (Math.abs(x + 112 - W / 2) > 700) house(x);
  tree(x + 320 + Math.floor(rand() * 60));
}

// The banner in the square.
rect(W / 2 - 8, 420, 16, 300, '#6b4a2b');
rect(W / 2 + 8, 432, 120, 160, '#2e8555');
rect(W / 2 + 40, 480, 56, 56, '#f2f2f2');

// Twelve players in a row.
const skins = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const hair = ['#3b2314', '#1c1c1c', '#a0522d', '#e6c35c', '#6e3b1f'];
const shirts = ['#3aa0d8', '#d84b3a', '#e8c13a', '#7d4bd8', '#3ad87a', '#ffffff', '#2b2b2b'];
const trousers = ['#33407a', '#4a3a2a', '#2d2d2d', '#5a5a8a'];
for (let i = 0; i < 12; i++) {
  const x = W / 2 - 720 + i * 124 + (i >= 6 ? 40 : 0);
  const top = 700 + (i % 2) * 12;
  const skin = pick(skins);
  const shirt = pick(shirts);
  rect(x + 16, top, 64, 64, skin); // head
  rect(x + 16, top, 64, 18, pick(hair)); // hair
  rect(x + 30, top + 30, 10, 10, '#2a2a6a'); // eyes
  rect(x + 56, top + 30, 10, 10, '#2a2a6a');
  rect(x + 16, top + 64, 64, 96, shirt); // body
  rect(x - 8, top + 64, 24, 96, shirt); // arms
  rect(x + 80, top + 64, 24, 96, shirt);
  rect(x - 8, top + 136, 24, 24, skin);
  rect(x + 80, top + 136, 24, 24, skin);
  const legs = pick(trousers);
  rect(x + 16, top + 160, 30, 96, legs); // legs
  rect(x + 50, top + 160, 30, 96, legs);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" shape-rendering="crispEdges">${parts.join('')}</svg>`;

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? 'static/img/group-photo.webp');
  const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
  try {
    const page = await browser.newPage();
    const dataUrl = await page.evaluate(
      async ({markup, width, height}) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', 0.8);
      },
      {markup: svg, width: W, height: H},
    );
    const bytes = Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
    writeFileSync(out, bytes);
    console.log(`${path.relative(process.cwd(), out)}: ${W}×${H}, ${(bytes.length / 1024).toFixed(0)} KiB`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
