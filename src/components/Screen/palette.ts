/**
 * Colours of the pictures. Each program is drawn in its own look ("skin"), in a light and a dark
 * variant that follow the site's colour mode. The drawings use only `var(--scr-<token>)` (C below);
 * build.ts writes one SVG file per mode with that mode's colours in their place. The contrast of
 * every pair a drawing puts text on is unit-tested (tests/screens.test.ts).
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
export type Palette = Record<Token, string>;
export type Mode = 'light' | 'dark';

export type Skin = 'minecraft' | 'bedrock' | 'hmcl' | 'pcl' | 'web' | 'terminal' | 'windows' | 'world';

export const palettes: Record<Skin, Record<Mode, Palette>> = {
  // Java Edition: its light-grey container screens in light mode, its dark menu screens in dark.
  minecraft: {
    light: {
      bg: '#c6c6c6',
      surface: '#dadada',
      raised: '#ececec',
      text: '#1e1e1e',
      muted: '#3f3f3f',
      accent: '#3c3c3c',
      onAccent: '#ffffff',
      field: '#000000',
      fieldText: '#e0e0e0',
      border: '#555555',
      line: '#9a9a9a',
    },
    dark: {
      bg: '#1d1a17',
      surface: '#2c2824',
      raised: '#5a5a5a',
      text: '#ffffff',
      muted: '#dddddd',
      accent: '#a0a0a0',
      onAccent: '#000000',
      field: '#000000',
      fieldText: '#e0e0e0',
      border: '#a0a0a0',
      line: '#6e6a66',
    },
  },
  // Bedrock Edition: light grey panels with its green primary button.
  bedrock: {
    light: {
      bg: '#d0d1d4',
      surface: '#f4f6f9',
      raised: '#e6e8eb',
      text: '#1e1e1f',
      muted: '#48494a',
      accent: '#276a1c',
      onAccent: '#ffffff',
      field: '#ffffff',
      fieldText: '#1e1e1f',
      border: '#8c8d90',
      line: '#b1b2b5',
    },
    dark: {
      bg: '#1e1e1f',
      surface: '#313233',
      raised: '#48494a',
      text: '#ffffff',
      muted: '#d0d1d4',
      accent: '#3c8527',
      onAccent: '#ffffff',
      field: '#1e1e1f',
      fieldText: '#ffffff',
      border: '#8c8d90',
      line: '#5a5b5c',
    },
  },
  // HMCL: its default blue theme; dark as in its dark mode.
  hmcl: {
    light: {
      bg: '#e8eaf6',
      surface: '#ffffff',
      raised: '#f1f3fb',
      text: '#1c1b1f',
      muted: '#49454f',
      accent: '#3f51b5',
      onAccent: '#ffffff',
      field: '#ffffff',
      fieldText: '#1c1b1f',
      border: '#9e9ea8',
      line: '#c8cad6',
    },
    dark: {
      bg: '#141218',
      surface: '#211f26',
      raised: '#2b2930',
      text: '#e6e1e5',
      muted: '#cac4d0',
      accent: '#b6c3ff',
      onAccent: '#102283',
      field: '#1c1b1f',
      fieldText: '#e6e1e5',
      border: '#938f99',
      line: '#49454f',
    },
  },
  // PCL: its blue title bar and white cards.
  pcl: {
    light: {
      bg: '#dbe6f5',
      surface: '#ffffff',
      raised: '#eef4fd',
      text: '#1a1a1a',
      muted: '#4a5361',
      accent: '#0f5fc8',
      onAccent: '#ffffff',
      field: '#ffffff',
      fieldText: '#1a1a1a',
      border: '#8aa1bf',
      line: '#c5d3e6',
    },
    dark: {
      bg: '#15191f',
      surface: '#222831',
      raised: '#2d3541',
      text: '#e8edf3',
      muted: '#b7c1cd',
      accent: '#5ea1ff',
      onAccent: '#0a1a30',
      field: '#1a1f26',
      fieldText: '#e8edf3',
      border: '#6f7f94',
      line: '#3a4452',
    },
  },
  // Blessing Skin's default (AdminLTE) pages.
  web: {
    light: {
      bg: '#f4f6f9',
      surface: '#ffffff',
      raised: '#e9ecef',
      text: '#212529',
      muted: '#495057',
      accent: '#1e7e34',
      onAccent: '#ffffff',
      field: '#ffffff',
      fieldText: '#212529',
      border: '#adb5bd',
      line: '#dee2e6',
    },
    dark: {
      bg: '#2b3035',
      surface: '#343a40',
      raised: '#3f474e',
      text: '#f8f9fa',
      muted: '#ced4da',
      accent: '#3ecf67',
      onAccent: '#0b2612',
      field: '#2b3035',
      fieldText: '#f8f9fa',
      border: '#6c757d',
      line: '#4b545c',
    },
  },
  // A command-line window.
  terminal: {
    light: {
      bg: '#e4e4e4',
      surface: '#fbfbfb',
      raised: '#efefef',
      text: '#1f1f1f',
      muted: '#4d4d4d',
      accent: '#0b6b34',
      onAccent: '#ffffff',
      field: '#fbfbfb',
      fieldText: '#1f1f1f',
      border: '#a0a0a0',
      line: '#cccccc',
    },
    dark: {
      bg: '#2d2d2d',
      surface: '#0c0c0c',
      raised: '#1f1f1f',
      text: '#e6e6e6',
      muted: '#b4b4b4',
      accent: '#6ce08f',
      onAccent: '#0c0c0c',
      field: '#0c0c0c',
      fieldText: '#e6e6e6',
      border: '#5a5a5a',
      line: '#3a3a3a',
    },
  },
  // A Windows 11 dialog.
  windows: {
    light: {
      bg: '#e5e5e5',
      surface: '#ffffff',
      raised: '#f3f3f3',
      text: '#1b1b1b',
      muted: '#4a4a4a',
      accent: '#005fb8',
      onAccent: '#ffffff',
      field: '#ffffff',
      fieldText: '#1b1b1b',
      border: '#8a8a8a',
      line: '#d6d6d6',
    },
    dark: {
      bg: '#1c1c1c',
      surface: '#2b2b2b',
      raised: '#373737',
      text: '#ffffff',
      muted: '#cfcfcf',
      accent: '#4cc2ff',
      onAccent: '#000000',
      field: '#1f1f1f',
      fieldText: '#ffffff',
      border: '#8a8a8a',
      line: '#454545',
    },
  },
  // The game world seen from a player's eyes (day, or night in dark mode): text only on the
  // hotbar's dark panel and slots, never on the sky (textGrounds).
  world: {
    light: {
      bg: '#9ec9f5',
      surface: '#262626',
      raised: '#5e5e5e',
      text: '#ffffff',
      muted: '#e0e0e0',
      accent: '#ffffff',
      onAccent: '#000000',
      field: '#000000',
      fieldText: '#ffffff',
      border: '#000000',
      line: '#555555',
    },
    dark: {
      bg: '#0f1a2e',
      surface: '#1a1a1a',
      raised: '#4f4f4f',
      text: '#ffffff',
      muted: '#d6d6d6',
      accent: '#ffffff',
      onAccent: '#000000',
      field: '#000000',
      fieldText: '#ffffff',
      border: '#000000',
      line: '#555555',
    },
  },
};

/** The backgrounds a skin's drawings put text (text, muted) on; checked for contrast. */
export const textGrounds = (skin: Skin): Token[] =>
  skin === 'world' ? ['surface', 'raised'] : ['bg', 'surface', 'raised'];

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
