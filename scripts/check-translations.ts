/**
 * `npm run check-translations` (part of `npm test`).
 *
 * Fails when a page and its translation use different explicit heading ids (links to `#anchors`
 * would break in one language). Lists, without failing, the pages not (yet) translated — they show
 * in the default locale's language with a notice and a link to translate them (issue 49: a
 * community may write in one language) — and translations whose source was committed after them:
 * they may need updating.
 */
import {existsSync, readFileSync} from 'node:fs';
import {checkTranslations} from '../plugins/lib/translations';
import {defaultLocale, locales} from '../config/locale';
import {missingSiteTexts, siteTextFile, siteTextProblems} from '../config/siteTexts';

const day = (d: Date) => d.toISOString().slice(0, 10);
const report = checkTranslations(process.cwd());

if (report.missing.length > 0) {
  console.log(`${report.missing.length} page(s) not translated yet (shown untranslated, with a notice):`);
  for (const {source, translation} of report.missing)
    console.log(`  ${translation}\n    (translation of ${source})`);
}
// Sidebar category labels still in Chinese (docs brought in untranslated): shown as they are.
for (const locale of locales.filter((l) => l !== defaultLocale)) {
  const file = `i18n/${locale}/docusaurus-plugin-content-docs/current.json`;
  if (!existsSync(file)) continue;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  const left = Object.entries(entries).filter(([, {message}]) => /[\u3400-\u9fff]/.test(message));
  if (left.length === 0) continue;
  console.log(`${left.length} sidebar text(s) in ${file} not translated yet (shown in Chinese):`);
  for (const [key] of left) console.log(`  ${key}`);
}
// The site's own words (config/siteTexts.ts): a key another locale leaves out shows in the default
// locale's words; a key the default's file does not have, or other placeholders, fails.
const siteTextErrors: string[] = [];
const reference = JSON.parse(readFileSync(siteTextFile(defaultLocale), 'utf8')) as Parameters<
  typeof missingSiteTexts
>[0];
for (const locale of locales.filter((l) => l !== defaultLocale)) {
  const file = siteTextFile(locale);
  const texts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as typeof reference) : undefined;
  if (texts)
    siteTextErrors.push(...siteTextProblems(reference, texts).map((problem) => `${file}: ${problem}`));
  const left = missingSiteTexts(reference, texts);
  if (left.length === 0) continue;
  console.log(`${left.length} text(s) missing from ${file} (shown in the default locale's words):`);
  for (const key of left) console.log(`  ${key}`);
}
for (const error of siteTextErrors) console.error(error);
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
  console.log(
    '  Update the English and commit it; if the Chinese change needs nothing in English (wording,\n' +
      "  a comment), set `translation_checked: 'YYYY-MM-DD'` in the English page's front matter and\n" +
      '  commit that (CONTRIBUTING.en.md, Translations).',
  );
}
const failed = report.idMismatches.length + siteTextErrors.length;
console.log(
  `\n${report.checked} pages checked: ${report.missing.length} not translated, ` +
    `${report.idMismatches.length} with different heading ids, ${report.stale.length} possibly stale.`,
);
process.exit(failed > 0 ? 1 : 0);
