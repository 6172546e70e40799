/**
 * Colours of the pictures. Each program is drawn in its own look ("skin", its colours in the
 * `skins:` of data/screens/<file>.yml), in a light and a dark variant that follow the site's
 * colour mode. The drawings use only `var(--scr-<token>)` (C below); build.ts writes one SVG file
 * per mode with that mode's colours in their place. The contrast of every pair a drawing puts text
 * on is unit-tested (tests/screens.test.ts).
 */
export const TOKENS = [
  /** Behind everything. */
  'bg',
  /** Panels, cards, dialogs. */
  'surface',
  /** Buttons and other raised controls. */
  'raised',
  /** Text on bg, surface, raised and field. */
  'text',
  /** Secondary text on surface. */
  'muted',
  /** Primary buttons, selected tabs. */
  'accent',
  /** Text on accent. */
  'onAccent',
  /** Input fields. */
  'field',
  /** Text in input fields. */
  'fieldText',
  /** Borders and separators. */
  'border',
  /** Stand-ins for content the picture does not spell out (grey bars). */
  'line',
] as const;

export type Token = (typeof TOKENS)[number];
type Palette = Record<Token, string>;
export type Mode = 'light' | 'dark';

/** A look of a program ("skin"), as data/screens/<file>.yml writes it under `screens: skins:`. */
export interface SkinData {
  /** The TOKENS' colours in their order, `#rrggbb` each, space-separated. */
  light: string;
  dark: string;
  /** The grounds the drawings put text (text, muted) on, checked for contrast (bg, surface, raised). */
  textOn?: Token[];
}

/** A skin's colours in one colour mode, by token. */
export const palette = (skin: SkinData, mode: Mode): Palette =>
  Object.fromEntries(skin[mode].split(' ').map((colour, i) => [TOKENS[i], colour])) as Palette;

/** The outline and numbered badge that mark the element a step is about (same on every skin). */
export const markColors: Record<Mode, {mark: string; onMark: string; halo: string}> = {
  light: {mark: '#c2185b', onMark: '#ffffff', halo: '#ffffff'},
  dark: {mark: '#ffd43b', onMark: '#1b1b1d', halo: '#000000'},
};

/** `var(--scr-<token>)` for the drawings. */
export const C = {
  ...(Object.fromEntries(TOKENS.map((t) => [t, `var(--scr-${t})`])) as Record<Token, string>),
  mark: 'var(--scr-mark)',
  onMark: 'var(--scr-onMark)',
  halo: 'var(--scr-halo)',
};
