import {themes, type PrismTheme} from 'prism-react-renderer';
import {ensureContrast} from '../lib/contrast';

/**
 * Code-block colours: prism-react-renderer's GitHub (light) and Dracula (dark)
 * themes, with every token colour that falls below WCAG AA contrast (4.5:1)
 * on the code background moved just far enough to pass (e.g. GitHub's teal
 * #36acaa was 2.6:1, Dracula's comment grey 3.0:1).
 */
export function accessible(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor!;
  return {
    plain: {...theme.plain, color: ensureContrast(theme.plain.color!, background)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: ensureContrast(style.style.color, background)}
        : style.style,
    })),
  };
}

export const lightCodeTheme = accessible(themes.github);
export const darkCodeTheme = accessible(themes.dracula);

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
    ...tokenRules(light, lightScope),
    ...tokenRules(dark, darkScope),
    '',
  ].join('\n');
}
