/**
 * `npm run check-translations` (part of `npm test`).
 *
 * Fails when a Chinese page has no English translation, or when the two use
 * different explicit heading ids (links to `#anchors` would break in one
 * language). Reports, without failing, translations whose Chinese source was
 * committed after them: they may need updating.
 */
import {checkTranslations} from '../plugins/lib/translations';

const day = (d: Date) => d.toISOString().slice(0, 10);
const report = checkTranslations(process.cwd());

for (const {source, translation} of report.missing) {
  console.error(`missing: ${translation}\n  (translation of ${source})`);
}
for (const {pair, onlyInSource, onlyInTranslation} of report.idMismatches) {
  console.error(`heading ids differ: ${pair.translation} vs ${pair.source}`);
  if (onlyInSource.length)
    console.error(`  only in the Chinese: ${onlyInSource.map((id) => `#${id}`).join(' ')}`);
  if (onlyInTranslation.length) {
    console.error(`  only in the English: ${onlyInTranslation.map((id) => `#${id}`).join(' ')}`);
  }
}
if (report.stale.length > 0) {
  console.log(
    `\n${report.stale.length} translation(s) may be out of date (Chinese changed after the English):`,
  );
  for (const {pair, source, translation} of report.stale) {
    console.log(`  ${pair.translation}: English ${day(translation)}, Chinese ${day(source)}`);
  }
}
const failed = report.missing.length + report.idMismatches.length;
console.log(
  `\n${report.checked} pages checked: ${report.missing.length} missing, ` +
    `${report.idMismatches.length} with different heading ids, ${report.stale.length} possibly stale.`,
);
process.exit(failed > 0 ? 1 : 0);
