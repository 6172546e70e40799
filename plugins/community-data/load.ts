/**
 * Loading and validating the community's data: every data/**.yml file read and checked against its
 * schema (plugins/schemas/), so that a bad entry fails the build naming file, entry and field.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import community from '../../config/community';
import type {ChangeLog} from '../../src/lib/changelog';
import type {CommandFile} from '../../src/lib/commands';
import type {GameMessages} from '../../src/lib/gameMessages';
import type {JavaRange} from '../../src/lib/javaVersions';
import type {Operator} from '../../src/lib/ops';
import type {RankFile} from '../../src/lib/ranks';
import type {RulesQuiz} from '../../src/lib/application';
import {LABEL_SET_IDS, type LabelSet} from '../../src/lib/screenLabels';
import type {ServerBuild} from '../../src/lib/serverBuilds';
import {
  DataError,
  validateCommandFile,
  validateGameMessages,
  validateJavaRanges,
  validateOps,
  validateRanks,
  validateRulesQuiz,
  validateServerBuilds,
} from '../schemas/data';
import {CommunityConfigError} from '../schemas/errors';
import {validateLabelSet} from '../screens/schema';

/**
 * Everything the plugin loads. Pages get data one way: by importing it — a data file as
 * `@site/data/<file>.yml` (plugins/yaml-loader.cjs hands them the validated copy written by the
 * plugin), what the build derives as `@site-generated/<name>.json` — so each page carries only
 * the data it shows. Nothing goes to global data, which every page would load.
 */
export interface LoadedData {
  javaVersions: JavaRange[];
  serverBuilds: ServerBuild[];
  plugins: CommandFile[];
  clerk: CommandFile;
  ops: Operator[];
  /** The server's ranks and their permissions (data/ranks.yml, optional: commands by rank). */
  ranks: RankFile | null;
  /** The rules check before a whitelist application (data/rules-quiz.yml, optional). */
  rulesQuiz: RulesQuiz | null;
  /** Program labels of the pictures (data/screens/*.yml). */
  screens: LabelSet[];
  gameMessages: GameMessages;
  changeLog: ChangeLog;
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
    // Optional: a community that lists no ranks gets command tables without the rank choice.
    ranks: existsSync(path.join(siteDir, 'data/ranks.yml'))
      ? validateRanks(loadYaml(siteDir, 'data/ranks.yml'), 'data/ranks.yml')
      : null,
    rulesQuiz: existsSync(path.join(siteDir, 'data/rules-quiz.yml'))
      ? validateRulesQuiz(loadYaml(siteDir, 'data/rules-quiz.yml'), 'data/rules-quiz.yml')
      : null,
    screens: LABEL_SET_IDS.map((id) =>
      validateLabelSet(loadYaml(siteDir, `data/screens/${id}.yml`), `data/screens/${id}.yml`, id),
    ),
    gameMessages: validateGameMessages(loadYaml(siteDir, 'data/game-messages.yml'), 'data/game-messages.yml'),
  };
}

/** The files config/community.ts names exist (its schema checks only their form). */
export function checkConfigFiles(siteDir: string): void {
  const photo = community.groupPhoto.src;
  if (!existsSync(path.join(siteDir, 'static', photo))) {
    throw new CommunityConfigError('groupPhoto.src', `names static${photo}, which does not exist`);
  }
}
