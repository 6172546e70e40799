/**
 * The skin page's sign-in section leaves the steps to the launcher pages, which own them (with
 * their pictures and messages): it gives the API address and links each launcher page's sign-in
 * section, and repeats no launcher's steps or pictures.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES, SIGN_IN} from '../src/lib/newcomer';
import {renderDoc} from './lib/renderPage';

const launchers = [
  {launcher: 'hmcl', file: 'hmcl-qi-dong-qi'},
  {launcher: 'pcl', file: 'pcl-qi-dong-qi'},
] as const;

describe("skin page: the launcher pages' sign-in steps, linked, not repeated", () => {
  for (const locale of locales) {
    it(`${locale}: the address, a link to each launcher's sign-in section, no launcher steps or pictures`, async () => {
      const file = docSource(ROUTES.skin, locale)!;
      const text = readFileSync(file, 'utf8');
      assert.doesNotMatch(
        text,
        /@site\/src\/components\/Screen\/(Hmcl|Pcl)'/,
        `${locale}: launcher pictures`,
      );
      assert.doesNotMatch(text, /<Tabs groupId="launcher"/, `${locale}: per-launcher tabs of steps`);
      const html = await renderDoc(file, locale);
      assert.match(html, /data-skin-api=/, `${locale}: the API address`);
      for (const {launcher, file: page} of launchers) {
        // Relative Markdown links, as the page writes them.
        assert.match(
          html,
          new RegExp(`href="[^"]*${page}(?:\\.md)?#${SIGN_IN['java-skin'][launcher]}"`),
          `${locale}: no link to ${launcher}'s sign-in steps`,
        );
      }
    });
  }
});
