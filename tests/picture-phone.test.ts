/**
 * Every picture of a program screen, as each page uses it (its marks, its list indent), in both
 * languages, as a phone 390 px wide shows it without zooming: every text at least MIN_TEXT_PX,
 * every mark's numbered badge whole and on its element's line, a part of every marked element
 * in view, no badge on another. Over the build step (plugins/screens/build.ts), so it is
 * fast; e2e/pictures.spec.ts measures the built pages in a browser.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MIN_TEXT_PX} from '../src/components/Screen/crop';
import {
  DOC_ROOTS,
  mediaMatches,
  PHONE_VIEWPORT_PX,
  phoneProblems,
  phoneView,
  pictureUses,
} from '../scripts/lib/pictureUses';

const uses = pictureUses();

describe(`pictures on a phone: every mark in view, text of ${MIN_TEXT_PX} px or more`, () => {
  it('finds the pictures of the docs, in every language', () => {
    for (const locale of Object.keys(DOC_ROOTS)) {
      assert.ok(
        uses.some((u) => u.locale === locale),
        `no picture found in the ${locale} docs`,
      );
    }
  });

  for (const use of uses) {
    it(`${use.file}:${use.line} <${use.name}>`, () => {
      assert.deepEqual(
        phoneProblems(use),
        [],
        `${use.locale} ${use.name} with marks ${JSON.stringify(use.marks)}`,
      );
    });
  }

  it('a use whose marks lie further apart than a readable crop still shows every badge', () => {
    const wide = uses.filter((u) => u.drawn.crop && !u.drawn.crop.box.holdsMarks);
    for (const use of wide) {
      assert.ok(phoneView(use).smallest >= MIN_TEXT_PX - 0.01);
      assert.equal(use.drawn.crop!.box.badges.length, use.drawn.marks.length);
    }
  });

  it('measures the image whose media query a phone matches, not the crop it names (issue 50)', () => {
    assert.equal(PHONE_VIEWPORT_PX, 390);
    assert.equal(mediaMatches('(max-width: 543px)', 390), true);
    assert.equal(mediaMatches('(max-width: 389px)', 390), false);
    const cropped = uses.find((u) => u.drawn.crop);
    assert.ok(cropped, 'a picture with a crop');
    // The same use with a crop a 390 px phone would not load: the whole screen is measured.
    const narrow = {
      ...cropped,
      drawn: {...cropped.drawn, crop: {...cropped.drawn.crop!, media: '(max-width: 300px)'}},
    };
    assert.equal(phoneView(narrow).svg, cropped.drawn.svg.light);
    assert.notEqual(phoneView(cropped).svg, cropped.drawn.svg.light);
  });
});
