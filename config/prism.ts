import {themes, type PrismTheme} from 'prism-react-renderer';
import {ensureContrast} from '../src/lib/contrast';

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
