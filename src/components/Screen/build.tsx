/**
 * Draws a picture ahead of time, in Node: plugins/remark-screens.ts calls drawPicture() for each
 * picture a page uses (`<HmclAccounts marks={{addServer: 2}} />`) and puts the result in the
 * page as two SVG files (light and dark) and a caption. Nothing here reaches the browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {renderToStaticMarkup} from 'react-dom/server';
import {validateLabelSet} from '@site/plugins/schemas/screens';
import type {LabelSet, LabelSetId, Locale} from '@site/src/lib/screenLabels';
import {makeContext, pictureText, type LabelSets, type MarksProp, type Picture} from './picture';
import {markColors, palettes, type Mode} from './palette';
import {hmclAccounts, hmclAddServer, hmclDownload, hmclLogin, hmclMemory} from './pictures/hmcl';
import {bedrockAddServer, bedrockServers} from './pictures/minecraftBedrock';
import {javaAddServer, javaMultiplayer} from './pictures/minecraftJava';
import {pclDownload, pclInstall, pclLaunch, pclMemory, pclServer} from './pictures/pcl';
import {residenceSelect} from './pictures/residence';
import {skinApply, skinCloset, skinUpload} from './pictures/skinSite';
import {javaVersionTerminal} from './pictures/terminal';
import {firewallPrompt} from './pictures/windows';

/**
 * The names a page imports, by module: `import {HmclAccounts} from
 * '@site/src/components/Screen/Hmcl'` names the picture hmclAccounts.
 */
export const MODULES: Record<string, Record<string, Picture>> = {
  Hmcl: {
    HmclAccounts: hmclAccounts,
    HmclAddAuthServer: hmclAddServer,
    HmclAuthlibLogin: hmclLogin,
    HmclDownloadGame: hmclDownload,
    HmclMemory: hmclMemory,
  },
  MinecraftJava: {JavaMultiplayer: javaMultiplayer, JavaAddServer: javaAddServer},
  MinecraftBedrock: {BedrockServers: bedrockServers, BedrockAddServer: bedrockAddServer},
  Pcl: {
    PclLaunch: pclLaunch,
    PclVersionServer: pclServer,
    PclDownloadGame: pclDownload,
    PclInstallGame: pclInstall,
    PclMemory: pclMemory,
  },
  Residence: {ResidenceSelection: residenceSelect},
  SkinSite: {SkinUpload: skinUpload, SkinCloset: skinCloset, SkinApply: skinApply},
  JavaTerminal: {JavaVersionTerminal: javaVersionTerminal},
  Windows: {FirewallPrompt: firewallPrompt},
} as Record<string, Record<string, Picture>>;

/** The fonts of the drawings: an SVG shown as an image does not inherit the page's. */
export const PICTURE_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

const labelSets = new Map<string, LabelSet>();

/** The label set data/screens/<id>.yml of the site in `siteDir`, validated. */
function labelSet(siteDir: string, id: LabelSetId): LabelSet {
  const file = path.join(siteDir, 'data', 'screens', `${id}.yml`);
  let set = labelSets.get(file);
  if (!set) {
    const text = readFileSync(file, 'utf8');
    set = validateLabelSet(yaml.load(text, {schema: yaml.JSON_SCHEMA}), path.relative(siteDir, file), id);
    labelSets.set(file, set);
  }
  return set;
}

/** The drawing's `var(--scr-…)` colours replaced by those of one colour mode. */
function inMode(markup: string, skin: Picture['skin'], mode: Mode): string {
  const colours: Record<string, string> = {...palettes[skin][mode], ...markColors[mode]};
  return markup.replace(/var\(--scr-([A-Za-z]+)\)/g, (whole, token: string) => {
    const value = colours[token];
    if (value === undefined) throw new Error(`unknown picture colour ${whole}`);
    return value;
  });
}

export interface DrawnPicture {
  id: string;
  sets: string[];
  width: number;
  height: number;
  /** Whole SVG documents, one per colour mode. */
  svg: Record<Mode, string>;
  title: string;
  alt: string;
  legend: {mark: string; name: string}[];
  note?: string;
}

/** One picture in `locale` with the page's `marks`, as SVG documents and words. */
export function drawPicture(
  picture: Picture,
  marks: MarksProp<string>,
  locale: Locale,
  siteDir: string,
): DrawnPicture {
  const sets: LabelSets = {};
  for (const id of picture.sets) sets[id] = labelSet(siteDir, id);
  const ctx = makeContext(picture, sets, locale, marks);
  const text = pictureText(picture, ctx);
  const body = renderToStaticMarkup(picture.draw(ctx));
  const open = (mode: Mode) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${picture.width} ${picture.height}" width="${picture.width}" height="${picture.height}" font-family='${PICTURE_FONTS}' style="background:${palettes[picture.skin][mode].bg}">`;
  const svg = {
    light: inMode(`${open('light')}${body}</svg>`, picture.skin, 'light'),
    dark: inMode(`${open('dark')}${body}</svg>`, picture.skin, 'dark'),
  };
  return {
    id: picture.id,
    sets: [...picture.sets],
    width: picture.width,
    height: picture.height,
    svg,
    ...text,
  };
}
