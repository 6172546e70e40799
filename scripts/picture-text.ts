/**
 * The smallest text of every picture as a phone 390 px wide shows it (content column 358 CSS
 * px, less a list's indent), with the marks its pages give it, in both languages: the whole
 * screen and, where the build makes one, the crop the phone shows instead, with what is wrong
 * (tests/picture-phone.test.ts fails on the same). `node --import tsx scripts/picture-text.ts`
 */
import {MIN_TEXT_PX, phoneWidth} from '../src/components/Screen/crop';
import {phoneProblems, phoneView, pictureUses} from './lib/pictureUses';

let bad = 0;
for (const use of pictureUses()) {
  const d = use.drawn;
  const whole = (d.minText * phoneWidth(use.lists)) / d.width;
  const {smallest} = phoneView(use);
  const problems = phoneProblems(use);
  if (problems.length > 0) bad++;
  const moved = d.crop ? d.crop.box.badges.filter((b, i) => b.x !== d.marks[i]!.badge.x).length : 0;
  console.log(
    `${use.locale} ${use.name.padEnd(20)} smallest ${String(d.minText).padStart(4)} px of ${d.width}: whole ${whole.toFixed(1)} px` +
      (d.crop
        ? `, phone shows x ${d.crop.box.x}–${d.crop.box.x + d.crop.box.w}: ${smallest.toFixed(1)} px` +
          (moved > 0 ? ` (${moved} badge${moved > 1 ? 's' : ''} at the crop's edge)` : '')
        : '') +
      (problems.length > 0 ? `  PROBLEM: ${problems.join('; ')}` : ''),
  );
}
console.log(
  bad === 0
    ? `On a phone, every picture shows all its marks and text of ${MIN_TEXT_PX} px or more.`
    : `${bad} picture uses show text under ${MIN_TEXT_PX} px or cut a mark on a phone.`,
);
process.exitCode = bad === 0 ? 0 : 1;
