/**
 * Remark plugin: the pictures of program screens are drawn when the site is built, not in the
 * browser. A page writes
 *
 *     import {HmclAccounts} from '@site/src/components/Screen/Hmcl';
 *     <HmclAccounts marks={{addServer: 2}} />
 *
 * and this step draws that picture (plugins/screens/build.ts) in the page's language with
 * its marks, writes it as two SVG files (light and dark colour mode), and puts in its place
 * <ScreenFigure> (src/components/Screen/index.tsx) with the files' addresses (named by a hash of
 * their content, emitted by the bundler's file loader as Docusaurus emits Markdown images), the
 * text alternative, the caption and the legend of marks. The page's JavaScript holds no drawing
 * code and no SVG.
 *
 * `@site/src/components/Screen/<Program>` is no file: this step takes those imports out of the
 * page (SCREEN_PREFIX), so the path the pages write stays whatever folder the drawing code is in.
 *
 * Errors name the file, the line and what is wrong (an unknown picture, a mark it does not have,
 * marks that are not a plain object of numbers or short texts). The feature's files and how to
 * switch it off: README.md here.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';
import yaml from 'js-yaml';
import {require as tsxRequire} from 'tsx/cjs/api';
import {defaultLocale, locales, type SiteLocale} from '../../config/locale';
import {assertSafeSvg} from '../lib/svgSafety';
import {mdxImport, mdxJsxElement, requireDefault} from '../lib/mdxImport';
import {validateLabelSet, validateScreens} from './schema';
import {LABEL_SET_IDS, type LabelSet, type LabelSetId} from '../../src/lib/screenLabels';

/** Where the pages import pictures from: one module per program. */
const SCREEN_PREFIX = '@site/src/components/Screen/';
export const FIGURE_MODULE = '@site/src/components/Screen';
const FIGURE_NAME = '__ScreenFigure';

type Estree = Record<string, unknown> & {type: string};
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {estree?: {body?: Estree[]}};
};

/** What build.ts gives (types only: the module itself is loaded when a page first needs it). */
type Drawn = import('./build').DrawnPicture;
type Build = typeof import('./build');
type ScreensData = import('./screen').ScreensData;

export type Options = {
  siteDir?: string;
  /** Where the SVG files are written (default .docusaurus/screen-pictures in the site folder). */
  outDir?: string;
  /** The page's language (default: the locale being built, else from the file's path). */
  locale?: SiteLocale;
  /** How an SVG file becomes a URL in the page (default: the bundler's file loader). */
  url?: (file: string) => Estree;
};

let build: Build | undefined;
/** build.ts and the pictures, loaded once with tsx (TypeScript and the site's `@site/` paths). */
function loadBuild(): Build {
  build ??= tsxRequire('./build.ts', __filename) as Build;
  return build;
}

function where(siteDir: string, file: string | undefined, node: Node): string {
  const name = file ? path.relative(siteDir, file) : '(unknown file)';
  return `${name}${node.position ? `:${node.position.start.line}` : ''}`;
}

/** The names a page imports from the picture modules, with the module each comes from. */
function pictureImports(node: Node): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (const statement of node.data?.estree?.body ?? []) {
    const source = (statement.source as {value?: unknown} | undefined)?.value;
    if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
    if (!source.startsWith(SCREEN_PREFIX)) continue;
    for (const specifier of statement.specifiers as {
      type: string;
      local: {name: string};
      imported?: {name: string};
    }[]) {
      if (specifier.type !== 'ImportSpecifier') continue;
      found.set(specifier.local.name, `${source.slice(SCREEN_PREFIX.length)}:${specifier.imported!.name}`);
    }
  }
  return found.size > 0 ? found : undefined;
}

/** A plain value written in the page (`{add: 2, name: '3a'}`), or an error message. */
function evaluate(expression: Estree): unknown {
  if (expression.type === 'Literal') return expression.value;
  if (expression.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {};
    for (const property of expression.properties as Estree[]) {
      const key = property.key as Estree;
      const name = key.type === 'Identifier' ? key.name : key.value;
      if (property.type !== 'Property' || property.computed || typeof name !== 'string') {
        throw new Error('marks must be written as a plain object, e.g. marks={{add: 2}}');
      }
      out[name] = evaluate(property.value as Estree);
    }
    return out;
  }
  throw new Error('marks must be written as a plain object of numbers or short texts, e.g. marks={{add: 2}}');
}

function marksOf(node: Node): Record<string, number | string> {
  const attributes = node.attributes ?? [];
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'marks') {
      throw new Error(`a picture takes only marks={{…}}, not ${attribute.name ?? 'a spread'}`);
    }
  }
  const value = attributes[0]?.value as {data?: {estree?: {body?: Estree[]}}} | undefined;
  if (!value) return {};
  const expression = value.data?.estree?.body?.[0]?.expression as Estree | undefined;
  const marks = expression ? evaluate(expression) : undefined;
  if (!marks || typeof marks !== 'object')
    throw new Error('marks must be a plain object, e.g. marks={{add: 2}}');
  for (const [target, mark] of Object.entries(marks)) {
    if (typeof mark !== 'number' && typeof mark !== 'string') {
      throw new Error(`the mark of "${target}" must be a step number or a short text`);
    }
  }
  return marks as Record<string, number | string>;
}

/**
 * The file loader of Markdown images, naming a file as it is named here: the names writeSvg()
 * gives already end in a hash of the content, so the loader's own hash (32 more hex digits in
 * every address in the page's JavaScript and HTML, 0.8 KiB compressed on the HMCL page) goes.
 */
export function pictureFileLoader(): string {
  const loader = getFileLoaderUtils(false).loaders.inlineMarkdownAssetImageFileLoader;
  const named = loader.replace(
    'name=assets/images/[name]-[contenthash].[ext]',
    'name=assets/images/[name].[ext]',
  );
  if (named === loader) {
    throw new Error(
      `plugins/screens/remark.ts: Docusaurus's image file loader no longer reads ` +
        `"name=assets/images/[name]-[contenthash].[ext]" (${loader}): update pictureFileLoader()`,
    );
  }
  return named;
}

/** `require("<file loader>!<file>").default`: the bundler emits the file under its own name. */
const fileUrl = (file: string): Estree => requireDefault(`${pictureFileLoader()}${file}`);

/** The addresses of the files, as estree (told apart from the plain values round them). */
const urls = new WeakSet<object>();

/** `<Figure {...props} />` as an MDX JSX node; the files' addresses are already estree. */
const figureElement = (props: Record<string, unknown>): Node =>
  mdxJsxElement(FIGURE_NAME, props, (v) =>
    v && typeof v === 'object' && urls.has(v) ? (v as Estree) : undefined,
  ) as Node;

/** Writes `svg` under a name made of the picture's id and a hash of its content. */
function writeSvg(outDir: string, id: string, mode: string, svg: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const file = path.join(outDir, `${id}-${mode}-${hash}.svg`);
  assertSafeSvg(svg, path.basename(file));
  mkdirSync(outDir, {recursive: true});
  writeFileSync(file, svg);
  return file;
}

/** Every label set of data/screens/ in `siteDir`, validated (errors name the file and field). */
export function loadLabelSets(siteDir: string): Record<LabelSetId, LabelSet> {
  return Object.fromEntries(
    LABEL_SET_IDS.map((id) => {
      const file = path.join('data', 'screens', `${id}.yml`);
      const data = yaml.load(readFileSync(path.join(siteDir, file), 'utf8'), {schema: yaml.JSON_SCHEMA});
      return [id, validateLabelSet(data, file, id)];
    }),
  ) as Record<LabelSetId, LabelSet>;
}

/** The layout of the pictures: the `screens:` section of each data/screens/<name>.yml that has one, validated, by name. */
export function loadScreens(siteDir: string): Record<string, ScreensData> {
  const found: Record<string, ScreensData> = {};
  const names = readdirSync(path.join(siteDir, 'data', 'screens')).filter((f) => f.endsWith('.yml'));
  for (const id of names.map((f) => f.slice(0, -'.yml'.length)).sort()) {
    const file = path.join('data', 'screens', `${id}.yml`);
    const data = yaml.load(readFileSync(path.join(siteDir, file), 'utf8'), {schema: yaml.JSON_SCHEMA});
    const screens = validateScreens((data as {screens?: unknown} | null)?.screens, file);
    if (screens) found[id] = screens;
  }
  return found;
}

/** The locale being built, else the one of the file's i18n/<locale>/ folder, else the default. */
export function localeOf(file: string | undefined): SiteLocale {
  const current = process.env.DOCUSAURUS_CURRENT_LOCALE;
  if (current && locales.includes(current)) return current;
  const folder = file && /[\\/]i18n[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
  return folder && locales.includes(folder) ? folder : defaultLocale;
}

export default function remarkScreens(options: Options = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  const outDir = options.outDir ?? path.join(siteDir, '.docusaurus', 'screen-pictures');
  const url = (file: string): Estree => {
    const expression = (options.url ?? fileUrl)(file);
    urls.add(expression);
    return expression;
  };
  let labelSets: Record<LabelSetId, LabelSet> | undefined;
  let modules: Record<string, Record<string, import('./picture').Picture>> | undefined;
  return (tree: Node, file: {path?: string}): void => {
    const names = new Map<string, string>();
    const children = tree.children ?? [];
    tree.children = children.filter((node) => {
      const found = node.type === 'mdxjsEsm' ? pictureImports(node) : undefined;
      if (!found) return true;
      for (const [local, id] of found) names.set(local, id);
      // The picture imports go (the pictures are drawn here); other imports of the block stay.
      const isPictureImport = (s: Estree) =>
        s.type === 'ImportDeclaration' &&
        String((s.source as {value: unknown}).value).startsWith(SCREEN_PREFIX);
      const estree = node.data!.estree!;
      estree.body = (estree.body ?? []).filter((s) => !isPictureImport(s));
      node.value = (node.value ?? '')
        .split('\n')
        .filter((line) => !line.includes(`'${SCREEN_PREFIX}`) && !line.includes(`"${SCREEN_PREFIX}`))
        .join('\n');
      return estree.body.length > 0;
    });
    if (names.size === 0) return;
    const locale = options.locale ?? localeOf(file.path);
    let drawn = 0;
    const visit = (parent: Node, lists = 0): void => {
      const list = parent.children ?? [];
      list.forEach((node, i) => {
        const id =
          (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name
            ? names.get(node.name)
            : undefined;
        if (!id) {
          visit(node, lists + (node.type === 'list' ? 1 : 0));
          return;
        }
        const [module, name] = id.split(':') as [string, string];
        const {pictureModules, drawPicture} = loadBuild();
        modules ??= pictureModules(loadScreens(siteDir));
        const picture = modules[module]?.[name];
        try {
          if (!picture) {
            throw new Error(
              `there is no picture ${name} in ${SCREEN_PREFIX}${module} (there are: ${Object.entries(modules)
                .flatMap(([m, pictures]) => Object.keys(pictures).map((p) => `${p} in ${m}`))
                .join(', ')})`,
            );
          }
          const result: Drawn = drawPicture(
            picture,
            marksOf(node),
            locale,
            (labelSets ??= loadLabelSets(siteDir)),
            lists,
          );
          const image = (d: Pick<Drawn, 'svg' | 'width' | 'height'>, name: string) => ({
            light: url(writeSvg(outDir, name, 'light', d.svg.light)),
            dark: url(writeSvg(outDir, name, 'dark', d.svg.dark)),
            width: d.width,
            height: d.height,
          });
          list[i] = {
            ...figureElement({
              picture: result.id,
              sets: result.sets.join(' '),
              image: image(result, `${result.id}-${locale}`),
              crop: result.crop && {
                ...image(result.crop, `${result.id}-${locale}-part`),
                media: result.crop.media,
                x: result.crop.box.x,
              },
              minText: result.minText,
              title: result.title,
              alt: result.alt,
              legend: result.legend,
              note: result.note,
            }),
            type: node.type,
          };
          drawn++;
        } catch (error) {
          throw new Error(`${where(siteDir, file.path, node)}: <${node.name}>: ${(error as Error).message}`, {
            cause: error,
          });
        }
      });
    };
    visit(tree);
    if (drawn > 0) tree.children = [mdxImport(FIGURE_MODULE, FIGURE_NAME), ...(tree.children ?? [])];
  };
}

/**
 * What the drawings are made from: the renderer, the pictures and their labels. The MDX loader
 * knows none of them (this plugin loads them itself), so the bundler's persistent cache would
 * keep a page's pictures as they were drawn before one of them changed.
 */
export function screenSources(siteDir: string): string[] {
  const files = (dir: string, ext: RegExp) =>
    (readdirSync(path.join(siteDir, dir), {recursive: true}) as string[])
      .filter((f) => ext.test(f))
      .map((f) => path.join(siteDir, dir, f));
  return [
    // This folder: the renderer, the schema and this plugin.
    ...files('plugins/screens', /\.tsx?$/),
    ...files('src/components/Screen', /\.tsx?$/),
    ...files('data/screens', /\.ya?ml$/),
    path.join(siteDir, 'src/lib/screenLabels.ts'),
  ].sort();
}

/**
 * Docusaurus plugin: names screenSources() as build dependencies of the bundler's persistent
 * cache, so a change to a drawing, the renderer or a label draws the pages' pictures again (as
 * plugins/theme-patches.ts does for its patches).
 */
export function screensCachePlugin(context: LoadContext): Plugin {
  const sources = screenSources(context.siteDir);
  return {
    name: 'screens-cache',
    configureWebpack(config) {
      const rspackCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        ...(rspackCache && typeof rspackCache === 'object'
          ? {experiments: {cache: {buildDependencies: sources}}}
          : {}),
        ...(config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem'
          ? {cache: {type: 'filesystem', buildDependencies: {screens: sources}}}
          : {}),
      };
    },
  };
}
