/**
 * Draws a picture ahead of time, in Node: plugins/screens/remark.ts calls drawPicture() for each
 * picture a page uses (`<HmclAccounts marks={{addServer: 2}} />`) and puts the result in the
 * page as two SVG files (light and dark) and a caption. Nothing here reaches the browser.
 */
import {LABEL_SET_IDS, type Locale} from '@site/src/lib/screenLabels';
import {screenPicture, type ScreensData} from './screen';
import {makeContext, pictureText, type LabelSets, type MarksProp, type Picture} from './picture';
import {mark, markGeometry, type BadgeCorner} from './parts';
import {
  cropFor,
  cropMedia,
  smallestText,
  textBoxes,
  type Box,
  type Crop,
  type MarkPlace,
} from '@site/src/components/Screen/crop';
import {markColors, palette, type Mode} from './palette';
/**
 * Every picture a page can import, by module (`import {HmclAccounts} from
 * '@site/src/components/Screen/Hmcl'`): the validated `screens:` sections of data/screens/<file>.yml,
 * which plugins/screens/remark.ts loadScreens() reads, by file name (a label set's, or none).
 */
export function pictureModules(
  screens: Record<string, ScreensData>,
): Record<string, Record<string, Picture>> {
  const modules: Record<string, Record<string, Picture>> = {};
  for (const [file, data] of Object.entries(screens)) {
    const set = LABEL_SET_IDS.find((id) => id === file);
    for (const [name, picture] of Object.entries(data.pictures)) {
      (modules[data.module] ??= {})[name] = screenPicture(picture, data, set);
    }
  }
  return modules;
}

/** The fonts of the drawings: an SVG shown as an image does not inherit the page's. */
const PICTURE_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/** The drawing's `var(--scr-…)` colours replaced by those of one colour mode. */
function inMode(markup: string, skin: Picture['skin'], mode: Mode): string {
  const colours: Record<string, string> = {...palette(skin, mode), ...markColors[mode]};
  return markup.replace(/var\(--scr-([A-Za-z]+)\)/g, (whole, token: string) => {
    const value = colours[token];
    if (value === undefined) throw new Error(`unknown picture colour ${whole}`);
    return value;
  });
}

interface DrawnImage {
  /** Whole SVG documents, one per colour mode. */
  svg: Record<Mode, string>;
  width: number;
  height: number;
}

export interface DrawnPicture extends DrawnImage {
  id: string;
  sets: string[];
  /** Smallest text of the drawing, in its own px. */
  minText: number;
  /** The marks the page gave it, where the whole drawing has them. */
  marks: (MarkPlace & {label: string})[];
  /** The part of the screen the page's marks are on, for narrow columns. */
  crop?: DrawnImage & {box: Crop; media: string};
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
  /** The validated label sets (data/screens/*.yml; plugins/screens/remark.ts loads them). */
  labelSets: LabelSets,
  /** How many lists the picture is inside on the page (its column is narrower by each indent). */
  lists = 0,
  /** The values `{$name}` stands for, when not config/community.ts's (DrawContext.values). */
  values?: Readonly<Record<string, string>>,
): DrawnPicture {
  const ctx = makeContext(picture, labelSets, locale, marks, values);
  const placed: (MarkPlace & {target: string; box: Box; corner?: BadgeCorner; label: string})[] = [];
  const marked = ctx.mark;
  ctx.mark = (target, box, corner) => {
    const drawn = marked(target, box, corner);
    const label = ctx.marks[target];
    if (drawn && label !== undefined) {
      // The outline and the badge with its number: what the crop must show.
      const {outline, bx, by, r} = markGeometry(box, label, corner, {w: picture.width, h: picture.height});
      placed.push({
        target,
        box,
        corner,
        label,
        outline,
        badge: {x: bx, y: by, r, size: label.length > 1 ? 11 : 13},
      });
    }
    return drawn;
  };
  const text = pictureText(picture, ctx);
  const body = picture.draw(ctx);
  const document = (mode: Mode, box: Box, markup = body) =>
    inMode(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.x} ${box.y} ${box.w} ${box.h}" width="${box.w}" height="${box.h}" font-family='${PICTURE_FONTS}' style="background:${palette(picture.skin, mode).bg}">${markup}</svg>`,
      picture.skin,
      mode,
    );
  const whole = {x: 0, y: 0, w: picture.width, h: picture.height};
  const minText = smallestText(body);
  const crop = cropFor(picture.width, picture.height, textBoxes(body), placed, lists);
  // In the crop, a badge the crop would cut is drawn at its edge (the drawing is drawn again with
  // the marks kept inside the crop's bounds rather than the whole drawing's).
  let cropBody = body;
  if (crop && !crop.holdsMarks) {
    const inCrop: typeof ctx = {
      ...ctx,
      mark: (target, box, corner) => {
        const label = ctx.marks[target];
        return label === undefined ? '' : mark(box, label, corner, crop);
      },
    };
    cropBody = picture.draw(inCrop);
  }
  return {
    id: picture.id,
    sets: [...picture.sets],
    width: picture.width,
    height: picture.height,
    svg: {light: document('light', whole), dark: document('dark', whole)},
    minText,
    marks: placed.map(({label, outline, badge}) => ({label, outline, badge})),
    ...(crop
      ? {
          crop: {
            svg: {light: document('light', crop, cropBody), dark: document('dark', crop, cropBody)},
            width: crop.w,
            height: crop.h,
            box: crop,
            media: cropMedia(picture.width, minText, lists),
          },
        }
      : {}),
    ...text,
  };
}
