import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {contrastRatio, ensureContrast, parseColor} from '../src/lib/contrast';
import {darkCodeTheme, lightCodeTheme} from '../config/prism';

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    assert.equal(Math.round(contrastRatio('#000', '#fff')), 21);
    assert.equal(contrastRatio('#777', '#777'), 1);
    assert.deepEqual(parseColor('rgb(98, 114, 164)'), [98, 114, 164]);
  });
  it('keeps passing colours and fixes failing ones, darker on light and lighter on dark', () => {
    assert.equal(ensureContrast('#000000', '#ffffff'), '#000000');
    const fixed = ensureContrast('#36acaa', '#f6f8fa');
    assert.ok(contrastRatio(fixed, '#f6f8fa') >= 4.5);
    assert.ok(contrastRatio(ensureContrast('rgb(98, 114, 164)', '#282A36'), '#282A36') >= 4.5);
  });
});

describe('code block themes (config/prism.ts)', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`every ${name} token colour passes 4.5:1 on the code background`, () => {
      const background = theme.plain.backgroundColor!;
      const colours = [
        theme.plain.color!,
        ...theme.styles.flatMap((s) => (s.style.color ? [s.style.color] : [])),
      ];
      const failing = colours.filter((c) => contrastRatio(c, background) < 4.5);
      assert.deepEqual(failing, []);
    });
  }
});
