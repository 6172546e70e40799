/**
 * `npm run write-translations`: Docusaurus's `write-translations` for every locale but the
 * default one, then tidied so the files hold only what a translator must translate:
 *
 * - a new entry whose text has no Chinese in it is dropped: it is a value config/community.ts
 *   gives per locale (the site title, the copyright, the chat and skin-site labels — a
 *   translation entry would freeze today's value) or a name that stays as it is ("GitHub");
 *   Chinese in a value config/community.ts gives once for every locale (the ICP filing number
 *   under the copyright) does not count;
 * - an entry that was there keeps its message and its description.
 *
 * What is left to do shows up as Chinese text in i18n/<locale>/, which the unit tests reject
 * until it is translated.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import community from '../config/community';
import {defaultLocale, locales} from '../config/locale';
import {run} from './lib/run';
import {
  docusaurusTranslationFiles,
  sameInEveryLocale,
  tidyTranslations,
  type TranslationFile,
} from './lib/translationFiles';

async function main(): Promise<number> {
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    const dir = path.join('i18n', locale);
    const before = new Map(
      docusaurusTranslationFiles(dir).map((file) => [
        file,
        JSON.parse(readFileSync(file, 'utf8')) as TranslationFile,
      ]),
    );
    const code = await run('npx', ['docusaurus', 'write-translations', '--locale', locale]);
    if (code !== 0) return code;
    for (const file of docusaurusTranslationFiles(dir)) {
      const written = JSON.parse(readFileSync(file, 'utf8')) as TranslationFile;
      const tidy = tidyTranslations(before.get(file) ?? {}, written, sameInEveryLocale(community, locales));
      const dropped = Object.keys(written).filter((key) => !(key in tidy));
      if (dropped.length) console.log(`${file}: left out ${dropped.join(', ')} (nothing to translate)`);
      writeFileSync(file, `${JSON.stringify(tidy, null, 2)}\n`);
    }
  }
  return 0;
}

void main().then((code) => process.exit(code));
