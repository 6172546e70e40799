/**
 * The smallest text of every picture as a phone 390 px wide shows it (content column 358 CSS
 * px), with the marks its pages give it, in both languages: the whole screen and, where the
 * build makes one, the crop the phone shows instead. `node --import tsx scripts/picture-text.ts`
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {drawPicture, pictureModules} from '../src/components/Screen/build';
import {MIN_TEXT_PX, phoneWidth} from '../src/components/Screen/crop';
import {loadLabelSets, loadScreens} from '../plugins/remark-screens';

const roots = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;
// On a phone the drawing (or its crop) fills the column, less the indent of a list it is in.
const shown = (min: number, width: number, lists: number) => (min * phoneWidth(lists)) / width;
let low = 0;
const sets = loadLabelSets(process.cwd());
const MODULES = pictureModules(loadScreens(process.cwd()));
for (const [locale, root] of Object.entries(roots) as [keyof typeof roots, string][]) {
  for (const file of (readdirSync(root, {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const use of text.matchAll(/^( *)<(\w+)(?: marks=\{\{([^}]*)\}\})? \/>/gm)) {
      const lists = Math.floor(use[1]!.length / 3);
      const picture = Object.values(MODULES).find((m) => use[2]! in m)?.[use[2]!];
      if (!picture) continue;
      const marks = Object.fromEntries(
        (use[3] ?? '')
          .split(',')
          .filter((p) => p.includes(':'))
          .map((p) => p.split(':').map((v) => v.trim().replace(/^['"]|['"]$/g, '')) as [string, string]),
      );
      const d = drawPicture(picture, marks, locale, sets, lists);
      const whole = shown(d.minText, d.width, lists);
      const phone = d.crop ? shown(d.minText, d.crop.width, lists) : whole;
      if (phone < MIN_TEXT_PX) low++;
      console.log(
        `${locale} ${use[2]!.padEnd(20)} smallest ${String(d.minText).padStart(4)} px of ${d.width}: whole ${whole.toFixed(1)} px` +
          (d.crop
            ? `, phone shows x ${d.crop.box.x}–${d.crop.box.x + d.crop.box.w}: ${phone.toFixed(1)} px${d.crop.box.holdsMarks ? '' : ' (NOT all marks inside)'}`
            : ''),
      );
    }
  }
}
console.log(
  low === 0
    ? `Every picture shows text of ${MIN_TEXT_PX} px or more on a phone.`
    : `${low} below ${MIN_TEXT_PX} px`,
);
