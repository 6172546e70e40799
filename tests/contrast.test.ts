import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {contrastRatio, ensureContrast, parseColor} from '../lib/contrast';
import {
  cssCodeTheme,
  darkCodeTheme,
  HIGHLIGHT_SHADE,
  lightCodeTheme,
  prismThemeCss,
  shaded,
} from '../site/prism';

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

describe('code block themes (site/prism.ts)', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    const colours = [
      theme.plain.color!,
      ...theme.styles.flatMap((s) => (s.style.color ? [s.style.color] : [])),
    ];
    it(`every ${name} token colour passes 4.5:1 on the code background`, () => {
      const background = theme.plain.backgroundColor!;
      assert.deepEqual(
        colours.filter((c) => contrastRatio(c, background) < 4.5),
        [],
      );
    });
    it(`every ${name} token colour passes 4.5:1 on a highlighted line`, () => {
      const background = shaded(theme.plain.backgroundColor!, HIGHLIGHT_SHADE[name]);
      assert.deepEqual(
        colours.filter((c) => contrastRatio(c, background) < 4.5),
        [],
      );
    });
  }
  it('shades a background with black', () => {
    assert.equal(shaded('#ffffff', 0.1), '#e6e6e6');
    assert.equal(shaded('#f6f8fa', 0), '#f6f8fa');
  });
});

describe('code colours as CSS (site/prism.ts)', () => {
  const css = prismThemeCss(lightCodeTheme, darkCodeTheme);
  it('gives each mode its background and text colour through the variables the theme uses', () => {
    assert.ok(
      css.includes(
        `html:not([data-theme='dark']) { --site-code-color: ${lightCodeTheme.plain.color}; --site-code-background: ${lightCodeTheme.plain.backgroundColor} }`,
      ),
    );
    assert.ok(css.includes(`html[data-theme='dark'] { --site-code-color: ${darkCodeTheme.plain.color};`));
    // The highlighted line's shade, the one the token colours are checked on.
    assert.ok(
      css.includes(
        `html:not([data-theme='dark']) { --docusaurus-highlighted-code-line-bg: rgb(0 0 0 / ${HIGHLIGHT_SHADE.light * 100}%) }`,
      ),
    );
    assert.equal(cssCodeTheme.plain.color, 'var(--site-code-color)');
    assert.deepEqual(cssCodeTheme.styles, []);
  });
  it('has a rule per token type and mode, the later theme entry winning as in prism-react-renderer', () => {
    // GitHub lists `tag` twice: #d73a49, then the keyword blue; prism-react-renderer keeps the last.
    const tag = lightCodeTheme.styles.filter((s) => s.types.includes('tag')).at(-1)!.style.color!;
    assert.ok(css.includes(`html:not([data-theme='dark']) .token.tag { color: ${tag} }`));
    assert.equal(css.match(/html:not\(\[data-theme='dark'\]\) \.token\.tag /g)?.length, 1);
    const comment = darkCodeTheme.styles.find((s) => s.types.includes('comment'))!.style.color!;
    assert.ok(css.includes(`html[data-theme='dark'] .token.comment { color: ${comment} }`));
    assert.ok(css.includes(`font-style: italic`));
  });
});
