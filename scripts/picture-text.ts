/**
 * The smallest text of every picture as shown in a phone's content column (358 CSS px: a 390 px
 * wide screen less the page's padding), both languages: `node --import tsx scripts/picture-text.ts`.
 */
import {MODULES, drawPicture} from '../src/components/Screen/build';
import {smallestText} from '../plugins/remark-screens';

const COLUMN = 358;
for (const [module, pictures] of Object.entries(MODULES)) {
  for (const [name, picture] of Object.entries(pictures)) {
    const row = (['zh', 'en'] as const).map((locale) => {
      const drawn = drawPicture(picture, {}, locale, process.cwd());
      const min = smallestText(drawn.svg.light);
      const shown = Math.min(COLUMN, drawn.width);
      return `${locale} ${min} px in ${drawn.width} → ${((min * shown) / drawn.width).toFixed(1)} px`;
    });
    console.log(`${module}.${name}`.padEnd(34), row.join('   '));
  }
}
