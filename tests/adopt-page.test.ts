import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {afterEach, describe, it} from 'node:test';
import type {Config} from '@docusaurus/types';
import community from '../config/community';
import {ADOPT_PAGE} from '../config/footer';
import {locales} from '../config/locale';
import createConfig from '../docusaurus.config';
import {docSource, frontMatter} from '../e2e/lib/site';

/*
 * "Use this site for your community" (docs/Other/site-hosting/use-this-site.md): the page for
 * admins of other servers, reachable from the footer in every locale, whose link to the source
 * comes from config/community.ts and whose table covers every setting of that file.
 */
type FooterItem = {label: string; to?: string; href?: string};
type FooterGroup = {title: string; items: FooterItem[]};

function footerFor(locale: string): FooterGroup[] {
  process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  const config: Config = createConfig();
  return (config.themeConfig as {footer: {links: FooterGroup[]}}).footer.links;
}

const HAN = /\p{Script=Han}/u;
const footerTranslations = JSON.parse(
  readFileSync('i18n/en/docusaurus-theme-classic/footer.json', 'utf8'),
) as Record<string, {message: string}>;

describe('the "use this site" page', () => {
  afterEach(() => delete process.env.DOCUSAURUS_CURRENT_LOCALE);

  it('exists in every locale', () => {
    for (const locale of locales)
      assert.ok(docSource(ADOPT_PAGE, locale), `no ${locale} source for ${ADOPT_PAGE}`);
  });

  for (const locale of locales) {
    it(`is linked from the ${locale} footer`, () => {
      const items = footerFor(locale).flatMap((group) => group.items);
      const item = items.find((i) => i.to === ADOPT_PAGE);
      assert.ok(item, `no footer link to ${ADOPT_PAGE}: ${JSON.stringify(items.map((i) => i.to ?? i.href))}`);
      assert.ok(item.label.trim(), 'the footer link has no label');
    });
  }

  it('has an English footer label', () => {
    const item = footerFor('en')
      .flatMap((group) => group.items)
      .find((i) => i.to === ADOPT_PAGE)!;
    const translation = footerTranslations[`link.item.label.${item.label}`];
    assert.ok(translation, `footer.json has no entry for "${item.label}"`);
    assert.ok(translation.message.trim() && !HAN.test(translation.message), translation.message);
  });

  for (const locale of locales) {
    const file = docSource(ADOPT_PAGE, locale)!;
    const source = () => readFileSync(file, 'utf8');

    it(`${locale}: links to the repository of config/community.ts and writes no community value out`, () => {
      assert.match(source(), /href=\{community\.repository\.url\}/);
      // A fork shows its own values: the page reads them from config, never repeats them.
      const values = [community.repository.url, community.siteTitle, community.serverName].flatMap((v) =>
        typeof v === 'string' ? [v] : Object.values(v),
      );
      const written = values.filter((value) => source().includes(value));
      assert.deepEqual(written, [], `${file} writes out values of config/community.ts`);
    });

    it(`${locale}: names every setting of config/community.ts`, () => {
      const missing = Object.keys(community).filter((key) => !source().includes(`\`${key}\``));
      assert.deepEqual(
        missing,
        [],
        `${file} does not describe: ${missing.join(', ')} (add a row to its table)`,
      );
    });

    it(`${locale}: has search keywords, "template" among them in English`, () => {
      const keywords = frontMatter(file).keywords as string[];
      assert.ok(Array.isArray(keywords) && keywords.length > 0);
      if (locale === 'en') assert.ok(keywords.includes('template'));
    });
  }
});
