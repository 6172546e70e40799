import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import yaml from 'js-yaml';
import type {JavaRange} from '../src/lib/javaVersions';
import type {ServerBuild} from '../src/lib/serverBuilds';
import {botBrief, type CommandFile} from '../src/lib/commands';
import type {Operator} from '../src/lib/ops';
import type {GameMessages} from '../src/lib/gameMessages';
import {
  DataError,
  validateCommandFile,
  validateGameMessages,
  validateJavaRanges,
  validateOps,
  validateServerBuilds,
} from './schemas/data';
import {LABEL_SET_IDS, type LabelSet} from '../src/lib/screenLabels';
import {validateLabelSet} from './schemas/screens';
import type {ChangeLog} from '../src/lib/changelog';
import {readGitChangeLog} from './gitChangeLog';
import community from '../config/community';
import {CommunityConfigError} from './schemas/errors';
import {addServerLink, type BedrockLinkData} from '../src/lib/bedrockLink';
import {localize} from '../src/lib/localized';
import type {LatestPost} from '../src/lib/latestPosts';
import {qrPath} from './lib/qrCode';

/**
 * Everything the plugin loads. Pages get data one way: by importing it — a data file as
 * `@site/data/<file>.yml` (plugins/yaml-loader.cjs hands them the validated copy written here),
 * what the build derives as `@site-generated/<name>.json` — so each page carries only the data it
 * shows. Nothing goes to global data, which every page would load.
 */
export interface LoadedData {
  javaVersions: JavaRange[];
  serverBuilds: ServerBuild[];
  plugins: CommandFile[];
  clerk: CommandFile;
  ops: Operator[];
  /** Program labels of the pictures (data/screens/*.yml). */
  screens: LabelSet[];
  gameMessages: GameMessages;
  changeLog: ChangeLog;
}

/**
 * Module alias of the files this plugin generates, so that only the page
 * that shows them loads them: `@site-generated/changelog.json` (git history,
 * /docs/notice/commit-ji-lu), `@site-generated/latest-posts.json` (home) and
 * `@site-generated/bedrock-link.json` (the address card's one-tap link and QR code) and
 * `@site-generated/bot-brief.json` (the bot's name and command words, for the
 * newcomer pages, without the whole command reference).
 */
export const GENERATED_ALIAS = '@site-generated';

/** Module alias of the address card's live status (see configureWebpack below). */
export const STATUS_ALIAS = '@server-status';

/** How many posts the home page lists. */
export const LATEST_POSTS = 3;

export type {LatestPost};

interface BlogPostLike {
  metadata: {
    title: string;
    permalink: string;
    date: Date | string;
    description: string;
    readingTime?: number;
    unlisted?: boolean;
  };
}

/** The Bedrock one-tap link of this locale's server name, with its QR code; null when turned off. */
export function bedrockLinkData(locale: string): BedrockLinkData | null {
  if (!community.bedrockLink.enabled) return null;
  const {host, port} = community.bedrock;
  const href = addServerLink(localize(community.serverName, locale), host, port);
  return {href, qr: qrPath(href)};
}

/** The newest listed posts of the blog plugin's content. */
export function latestPosts(blogContent: unknown, count = LATEST_POSTS): LatestPost[] {
  const posts = ((blogContent as {blogPosts?: BlogPostLike[]} | undefined)?.blogPosts ?? [])
    .filter((p) => !p.metadata.unlisted)
    .map(({metadata: m}) => ({
      title: m.title,
      permalink: m.permalink,
      date: new Date(m.date).toISOString().slice(0, 10),
      description: m.description,
      readingTime: m.readingTime ? Math.ceil(m.readingTime) : null,
    }));
  return posts.sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

/** Each data file pages may import, with its validated content (what yaml-loader.cjs hands them). */
export function validatedFiles(content: Omit<LoadedData, 'changeLog'>): [file: string, data: unknown][] {
  return [
    ...content.plugins.map((p): [string, unknown] => [`data/plugins/${p.id}.yml`, p]),
    ['data/clerk-commands.yml', content.clerk],
    ['data/java-versions.yml', content.javaVersions],
    ['data/server-builds.yml', content.serverBuilds],
    ['data/ops.yml', {ops: content.ops}],
    ...content.screens.map((set): [string, unknown] => [`data/screens/${set.id}.yml`, set]),
    ['data/game-messages.yml', content.gameMessages],
  ];
}

export function loadYaml(siteDir: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, file), 'utf8');
  } catch {
    throw DataError.file(file, 'file is missing (it is required by the site)');
  }
  try {
    // JSON_SCHEMA: dates stay strings, exactly as yaml-loader.cjs gives them to pages.
    return yaml.load(text, {schema: yaml.JSON_SCHEMA});
  } catch (error) {
    throw DataError.file(file, `is not valid YAML: ${(error as Error).message}`);
  }
}

/** Validate every data/plugins/<id>.yml; the id must match the file name. */
export function loadPluginCommands(siteDir: string): CommandFile[] {
  const dir = path.join(siteDir, 'data/plugins');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
  } catch {
    throw DataError.file('data/plugins/', 'folder is missing (it holds one YAML file per plugin)');
  }
  return files.sort().map((f) => {
    const file = `data/plugins/${f}`;
    return validateCommandFile(loadYaml(siteDir, file), file, f.replace(/\.yml$/, ''));
  });
}

/** Loads and validates data/**.yml at build time (a bad entry fails the build, naming file, entry and field). */
export function loadCommunityData(siteDir: string): Omit<LoadedData, 'changeLog'> {
  return {
    javaVersions: validateJavaRanges(loadYaml(siteDir, 'data/java-versions.yml'), 'data/java-versions.yml'),
    serverBuilds: validateServerBuilds(loadYaml(siteDir, 'data/server-builds.yml'), 'data/server-builds.yml'),
    plugins: loadPluginCommands(siteDir),
    clerk: validateCommandFile(
      loadYaml(siteDir, 'data/clerk-commands.yml'),
      'data/clerk-commands.yml',
      'clerk',
    ),
    ops: validateOps(loadYaml(siteDir, 'data/ops.yml'), 'data/ops.yml'),
    screens: LABEL_SET_IDS.map((id) =>
      validateLabelSet(loadYaml(siteDir, `data/screens/${id}.yml`), `data/screens/${id}.yml`, id),
    ),
    gameMessages: validateGameMessages(loadYaml(siteDir, 'data/game-messages.yml'), 'data/game-messages.yml'),
  };
}

export default function communityDataPlugin(context: LoadContext): Plugin<LoadedData> {
  let generatedDir = '';
  return {
    name: 'community-data',
    async loadContent() {
      const photo = community.groupPhoto.src;
      if (!existsSync(path.join(context.siteDir, 'static', photo))) {
        throw new CommunityConfigError('groupPhoto.src', `names static${photo}, which does not exist`);
      }
      return {...loadCommunityData(context.siteDir), changeLog: readGitChangeLog(context.siteDir)};
    },
    async contentLoaded({content, actions}) {
      const file = await actions.createData('changelog.json', JSON.stringify(content.changeLog));
      await actions.createData(
        'bedrock-link.json',
        JSON.stringify(bedrockLinkData(context.i18n.currentLocale)),
      );
      await actions.createData('bot-brief.json', JSON.stringify(botBrief(content.clerk)));
      generatedDir = path.dirname(file);
      // Validated copies of the data files pages import (read by yaml-loader.cjs).
      for (const [file, data] of validatedFiles(content))
        await actions.createData(`${file}.json`, JSON.stringify(data));
    },
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default;
      await actions.createData('latest-posts.json', JSON.stringify(latestPosts(blog)));
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [GENERATED_ALIAS]: generatedDir,
            // The address card's live status, or a component that renders nothing (and ships no
            // status code) when config/community.ts turns it off.
            [STATUS_ALIAS]: path.join(
              context.siteDir,
              'src/components/ServerStatus',
              community.serverStatus.enabled ? 'CardStatus.tsx' : 'Off.tsx',
            ),
          },
        },
        module: {
          rules: [
            {
              test: /\.ya?ml$/,
              include: [path.join(context.siteDir, 'data')],
              type: 'javascript/auto',
              use: [
                {
                  loader: path.join(context.siteDir, 'plugins/yaml-loader.cjs'),
                  options: {siteDir: context.siteDir, generatedDir},
                },
              ],
            },
          ],
        },
      };
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'data/**/*.yml')];
    },
  };
}
