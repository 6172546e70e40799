/**
 * Phone to computer (the newcomer rows of the home page and getting started): a Java reader on a
 * phone is told what to do there now (register on the skin site, apply for the whitelist) and how to
 * carry the rest to the computer: the site's short address, or the page sent to themselves. The skin
 * site's API address is given in a form to type off the phone, as much as each launcher needs.
 */
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig, JavaLogin} from '../config/community';
import {docSource, locales} from '../e2e/lib/site';
import {newcomerPaths, phoneSteps, ROUTES, shortSiteAddress, shortSiteAddressIn} from '../src/lib/newcomer';
import {defaultLocale} from '../config/locale';
import {skinApiAddress, skinApiTyping} from '../src/lib/skinSite';
import {localize} from '../src/lib/localized';
import {load, pathRow, renderDoc, renderElement, textOf, wholeElement} from './lib/renderPage';
import {boxText, stepText} from '../src/lib/newcomerText';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const saved = {login: community.login, admission: community.admission};
after(() => Object.assign(community, saved));
const {NewcomerPaths} = load<typeof import('../src/components/Newcomer/Paths')>(
  '@site/src/components/Newcomer/Paths',
);

/** The HTML of one row of the list. */
const row = pathRow;

/** The whole <li> (nested lists included) that holds `marker`. */
function listItem(html: string, marker: string): string | undefined {
  const at = html.indexOf(marker);
  return at < 0 ? undefined : wholeElement(html, html.lastIndexOf('<li>', at), 'li');
}

describe('the short site address', () => {
  it('is the host (and path) without the scheme or a trailing slash', () => {
    assert.equal(shortSiteAddress('https://docs.example.com'), 'docs.example.com');
    assert.equal(shortSiteAddress('https://example.org/docs/'), 'example.org/docs');
    // The default locale at the root, any other under its path (the site's locales, config/locale.ts).
    for (const locale of locales)
      assert.equal(
        shortSiteAddressIn('https://docs.example.com', locale),
        locale === defaultLocale ? 'docs.example.com' : `docs.example.com/${locale}`,
      );
    assert.equal(shortSiteAddressIn('https://example.org/docs/', defaultLocale), 'example.org/docs');
  });
});

describe('the Java rows hand the reader over to the computer', () => {
  const admissions = [saved.admission, {whitelist: 'none' as const}];
  for (const login of ['microsoft', 'skinSite', 'both'] as JavaLogin[]) {
    for (const admission of admissions) {
      it(`login "${login}", whitelist "${admission.whitelist}"`, () => {
        community.login = login;
        community.admission = admission;
        for (const locale of locales) {
          const html = renderElement(createElement(NewcomerPaths), locale);
          for (const path of newcomerPaths(community)) {
            const part = row(html, path.id);
            assert.ok(part, `${locale}: no row ${path.id}`);
            const box = /<div[^>]*data-handover="[\w-]+"[\s\S]*?<\/div>/.exec(part)?.[0];
            if (!path.id.startsWith('java-')) {
              assert.equal(box, undefined, `${locale}: a hand-over on the ${path.id} row`);
              continue;
            }
            assert.ok(box, `${locale}: no hand-over on the ${path.id} row`);
            const text = textOf(box);
            // A step's title inside the sentence: "…, apply for the whitelist early" (lower case after the first).
            const has = (sentence: string, title: string) =>
              sentence.toLowerCase().includes(title.toLowerCase());
            // In the reader's language: the default locale at the root, another under its path (reading 70).
            const address = shortSiteAddressIn(community.siteUrl, locale);
            assert.ok(text.includes(address), `${locale}: no site address ${address}: ${text}`);
            const now = phoneSteps(path);
            for (const step of now)
              assert.ok(has(text, localize(stepText[step.id].title, locale)), `${locale}: ${step.id}`);
            if (now.length === 0) assert.ok(text.includes(localize(boxText.handoverNone, locale)), text);
            // Steps on the computer are not sent to the phone.
            for (const step of path.steps.filter((s) => !now.includes(s)))
              assert.ok(!has(text, localize(stepText[step.id].title, locale)), `${locale}: ${step.id}`);
            assert.match(box, /data-share-page|aria-label/, 'no way to send the page');
          }
        }
      });
    }
  }
});

describe('the skin site address, to type off a phone', () => {
  it('splits into the scheme and the rest, which make the address', () => {
    const address = skinApiAddress(community.skinSite.url);
    const {scheme, rest} = skinApiTyping(address);
    assert.equal(scheme + rest, address);
    assert.ok(/^https?:\/\/$/.test(scheme), scheme);
  });

  for (const locale of locales) {
    it(`${locale}: HMCL's guide gives the short form, PCL's the whole address`, async () => {
      const address = skinApiAddress(community.skinSite.url);
      const {rest} = skinApiTyping(address);
      const hmcl = await renderDoc(docSource(ROUTES.hmcl, locale)!, locale);
      const typedHmcl = /data-skin-typing="hmcl"[\s\S]*?<\/p>/.exec(hmcl)?.[0];
      // The typed address may be broken after its slashes (<wbr/>): read it without them.
      const plain = (html: string | undefined) => html?.replace(/<wbr\/?>/g, '');
      assert.ok(plain(typedHmcl)?.includes(`>${rest}</code>`), typedHmcl);
      const pcl = await renderDoc(docSource(ROUTES.pcl, locale)!, locale);
      const typedPcl = /data-skin-typing="pcl"[\s\S]*?<\/p>/.exec(pcl)?.[0];
      assert.ok(plain(typedPcl)?.includes(`>${address}</code>`), typedPcl);
    });
  }
});

// A step's words may break into lines ("\n" in i18n/<locale>/site-text.json): Bedrock's version check,
// then adding the server (strict reading 41 found one paragraph with eight jobs on the home page).
describe("a home-page step's words keep their lines", () => {
  it('each line after the first starts after a line break', () => {
    for (const locale of locales) {
      const html = renderElement(createElement(NewcomerPaths), locale);
      for (const path of newcomerPaths(community)) {
        const part = row(html, path.id)!;
        for (const step of path.steps) {
          const words = stepText[step.id];
          const body = localize(words.bodyFor?.[path.id] ?? words.body, locale);
          const lines = body.split('\n').slice(1);
          if (lines.length === 0) continue;
          const li = listItem(part, `data-step="${step.id}"`);
          assert.ok(li, `${locale} ${path.id}: no item for ${step.id}`);
          const segments = li.split(/<br\s*\/?>/).map(textOf);
          for (const line of lines) {
            // The line's words up to its first value filled in ({name}), after the one value a line
            // may start with: Bedrock's "Then" or "By hand:" (the one-tap link's fallback, ./Paths.tsx).
            const lead = line.startsWith('{byHand}')
              ? [localize(boxText.oneTapByHand, locale), localize(boxText.oneTapThen, locale)]
              : [''];
            const start = line
              .replace(/^\{byHand\}/, '')
              .split('{')[0]!
              .trim();
            assert.ok(start.length > 0, `${locale} ${step.id}: a line that starts with a value`);
            assert.ok(
              segments.some((s) => lead.some((l) => s.startsWith(`${l}${start}`))),
              `${locale} ${path.id} ${step.id}: "${start}" does not start a line`,
            );
          }
        }
      }
    }
  });
});
