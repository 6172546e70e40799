import {themes, type PrismTheme} from 'prism-react-renderer';
import {ensureContrast, parseColor} from '../lib/contrast';

/**
 * The shade over a highlighted line (`// highlight-next-line`, a ```` ```yaml {2} ```` range): black at this
 * opacity over the code background, per mode. prismThemeCss() sets Docusaurus's variable for it,
 * and the token colours must pass on it too: a fork's imported page that highlighted a YAML line
 * showed GitHub's number and at-rule colours at 4.2:1 on it (issue 49's crawl, axe color-contrast).
 */
export const HIGHLIGHT_SHADE = {light: 0.1, dark: 0.3} as const;

/** `background` with black at `opacity` over it, as a hex colour. */
export function shaded(background: string, opacity: number): string {
  return `#${parseColor(background)
    .map((v) =>
      Math.round(v * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Code-block colours: prism-react-renderer's GitHub (light) and Dracula (dark)
 * themes, with every token colour that falls below WCAG AA contrast (4.5:1)
 * on the code background, or on a highlighted line's (`shade`), moved just far enough to pass
 * (e.g. GitHub's teal #36acaa was 2.6:1, Dracula's comment grey 3.0:1).
 */
export function accessible(theme: PrismTheme, shade: number): PrismTheme {
  const background = theme.plain.backgroundColor!;
  // Towards black on a light background, white on a dark one: passing on one of the two keeps
  // passing on the other as the colour moves on.
  const fit = (color: string) =>
    [background, shaded(background, shade)].reduce((c, on) => ensureContrast(c, on), color);
  return {
    plain: {...theme.plain, color: fit(theme.plain.color!)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color ? {...style.style, color: fit(style.style.color)} : style.style,
    })),
  };
}

export const lightCodeTheme = accessible(themes.github, HIGHLIGHT_SHADE.light);
export const darkCodeTheme = accessible(themes.dracula, HIGHLIGHT_SHADE.dark);

/**
 * The theme Docusaurus gets for both colour modes: no colours of its own, only CSS variables and
 * the token classes Prism already sets. The colours come from prismThemeCss() below (a
 * stylesheet added by plugins/prism-theme-css.ts), so a server-rendered code block is the same
 * in light and dark mode and needs no second render after hydration (src/theme/CodeBlock).
 */
export const cssCodeTheme: PrismTheme = {
  plain: {color: 'var(--site-code-color)', backgroundColor: 'var(--site-code-background)'},
  styles: [],
};

function declarations(style: object): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)}`)
    .join('; ');
}

/** One rule per token type, later theme entries overriding earlier ones as in prism-react-renderer. */
function tokenRules(theme: PrismTheme, scope: string): string[] {
  const byType = new Map<string, object>();
  for (const {types, style, languages} of theme.styles) {
    if (languages) continue; // neither shipped theme restricts styles by language
    for (const type of types) byType.set(type, {...byType.get(type), ...style});
  }
  return [...byType].map(([type, style]) => `${scope} .token.${type} { ${declarations(style)} }`);
}

/** The code colours of both modes as CSS: light unless the page is in dark mode (also without JS). */
export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  const lightScope = "html:not([data-theme='dark'])";
  const darkScope = "html[data-theme='dark']";
  return [
    '/* Generated from site/prism.ts by plugins/prism-theme-css.ts. */',
    `${lightScope} { --site-code-color: ${light.plain.color}; --site-code-background: ${light.plain.backgroundColor} }`,
    `${darkScope} { --site-code-color: ${dark.plain.color}; --site-code-background: ${dark.plain.backgroundColor} }`,
    `${lightScope} { --docusaurus-highlighted-code-line-bg: rgb(0 0 0 / ${HIGHLIGHT_SHADE.light * 100}%) }`,
    `${darkScope} { --docusaurus-highlighted-code-line-bg: rgb(0 0 0 / ${HIGHLIGHT_SHADE.dark * 100}%) }`,
    ...tokenRules(light, lightScope),
    ...tokenRules(dark, darkScope),
    '',
  ].join('\n');
}
