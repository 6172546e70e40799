/**
 * Schemas of the data files in data/. plugins/community-data/load.ts validates every file with them
 * when the site is built — a bad entry fails the build with a message naming the file, the entry
 * and the field — and hands pages the validated result (optional lists filled in). The unit tests
 * check the files and the messages.
 */
import {
  AUDIENCES,
  type ClaimCost,
  type CommandEntry,
  type CommandExample,
  type CommandFile,
} from '../../src/lib/commands';
import {compareMcVersions, parseMcVersion, type JavaRange} from '../../src/lib/javaVersions';
import type {Operator, OpsFile} from '../../src/lib/ops';
import type {Rank, RankFile} from '../../src/lib/ranks';
import type {QuizQuestion, RulesQuiz} from '../../src/lib/application';
import {SERVER_CORES, type ServerBuild} from '../../src/lib/serverBuilds';
import {MESSAGE_SOURCES, type GameMessage, type GameMessages} from '../../src/lib/gameMessages';
import {DataError} from './errors';
import {
  fieldsOf,
  httpsUrl,
  isoDate,
  Joi,
  listOf,
  localized,
  localizedFields,
  Problem,
  rule,
  says,
  text,
  VERSION,
} from './joi';

export {DataError};

export type Path = (string | number)[];

/**
 * Validates `data`; returns the validated value (unknown keys left out, defaults filled in) or
 * throws a DataError naming `file`, the entry `entryOf` finds for the problem's path, and the
 * field below it (or the field `entryOf` names, for an entry that is a plain value in a list).
 */
export function validate<T>(
  schema: Joi.Schema,
  data: unknown,
  file: string,
  entryOf: (path: Path) => [entry: string, depth: number, field?: string],
  context?: Record<string, unknown>,
): T {
  const {value, error} = schema.validate(data, {
    abortEarly: true,
    convert: false,
    stripUnknown: true,
    context,
  });
  if (!error) return value as T;
  const problem =
    error instanceof Problem
      ? error
      : new Problem((error as Joi.ValidationError).details?.[0]?.path ?? [], error.message);
  const [entry, depth, named] = entryOf(problem.path);
  const field =
    named ??
    problem.path
      .slice(depth)
      .map((part, i) => (typeof part === 'number' ? `[${part + 1}]` : `${i ? '.' : ''}${part}`))
      .join('');
  throw new DataError(file, entry, field || '(entry)', problem.problem);
}

/** The item at `path[at]` of a list at `list`, if the path goes through one. */
export const itemAt = (
  data: unknown,
  list: Path,
  path: Path,
): [number, Record<string, unknown>] | undefined => {
  if (list.some((part, i) => path[i] !== part) || typeof path[list.length] !== 'number') return undefined;
  let items: unknown = data;
  for (const part of list) items = (items as Record<string, unknown> | undefined)?.[part as string];
  const index = path[list.length] as number;
  const item = (items as unknown[] | undefined)?.[index];
  return [index, (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>];
};

export const nonEmptyList = (items: Joi.Schema, problem: string) =>
  says(Joi.array().items(items).min(1).required(), problem);
const entry = (keys: Record<string, Joi.Schema>) => says(Joi.object(keys).required(), 'must be a mapping');

/* ---- data/plugins/<id>.yml and data/clerk-commands.yml ---- */

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PERMISSION = /^[A-Za-z0-9_.*-]+$/;

const commandSchema = entry(
  fieldsOf<CommandEntry>({
    id: says(Joi.string().pattern(ID).required(), 'must be lowercase letters, digits and hyphens'),
    syntax: text(),
    aliases: listOf(Joi.string().pattern(/\S/), 'must be a list of strings').default([]),
    description: localized(),
    permission: says(
      Joi.alternatives(Joi.string().pattern(PERMISSION), Joi.valid(null)).required(),
      (value) =>
        value === undefined
          ? 'is required (write null when none is needed)'
          : 'must be a permission node like "plugin.command.name", or null',
    ),
    who: listOf(Joi.string().valid(...AUDIENCES), `must be a non-empty list of ${AUDIENCES.join(', ')}`)
      .min(1)
      .required(),
    examples: rule(says(Joi.array(), 'must be a list'), (examples: unknown[]) => {
      const bad = examples.findIndex(
        (e) =>
          Joi.object(fieldsOf<Pick<CommandExample, 'command'>>({command: text()}))
            .concat(localized())
            .validate(e, {allowUnknown: true}).error,
      );
      return bad === -1 ? undefined : [[bad], 'must have command, zh and en'];
    }).default([]),
    replies: says(
      Joi.object().pattern(Joi.string().pattern(ID), localized()),
      'must be a mapping of reply ids (lowercase letters, digits, hyphens) to {zh, en}',
    ),
  }),
);

/** data/plugins/residence.yml `claimCost`: what claiming land costs (required there, see ClaimCost). */
const claimCostSchema = Joi.object(
  fieldsOf<ClaimCost>({
    perBlock: says(
      Joi.number().min(0).required(),
      "must be the money per block of a new claim, a number 0 or more (Residence's groups.yml Economy.BuyCost; 0 = free)",
    ),
    countsHeight: says(
      Joi.boolean().required(),
      "must be true or false: does the height count (Residence's config.yml Global.Selection.NoCostForYBlocks false = true)?",
    ),
    currency: localized('must name the in-game money in each language, e.g. {zh: 金币, en: coins}'),
    startingBalance: says(
      Joi.number().min(0),
      "must be the money a new player starts with, a number 0 or more (the economy plugin's starting balance), or left out",
    ),
    earning: localized(
      'must say in a sentence, in each language, how players earn more money on this server, or be left out',
      false,
    ),
  }),
);

const commandFileSchema = says(
  Joi.object(
    fieldsOf<CommandFile>({
      id: rule(
        says(Joi.string().pattern(ID).required(), 'must be lowercase letters, digits and hyphens'),
        (id: string, h) => {
          const expected = (h.prefs.context as {expectedId?: string} | undefined)?.expectedId;
          return expected === undefined || id === expected
            ? undefined
            : `must be "${expected}" (the file name)`;
        },
      ),
      name: says(
        Joi.alternatives(Joi.string().pattern(/\S/), localized()).required(),
        'must be a string or {zh, en}',
      ),
      versions: text('must say which versions the commands were checked against'),
      docs: says(Joi.alternatives(httpsUrl(''), Joi.valid(null)).required(), (value) =>
        value === undefined
          ? 'is required: an https:// link to the official docs, or null for our own bot'
          : 'must be an https:// link to the official docs',
      ),
      aliasesOn: says(Joi.boolean(), 'must be true or false (has this server switched the aliases on?)'),
      claimCost: Joi.when('$expectedId', {
        is: 'residence',
        then: says(
          claimCostSchema.required(),
          'is required: what claiming land costs on this server (perBlock, countsHeight, currency)',
        ),
        otherwise: says(claimCostSchema, 'must have perBlock, countsHeight and currency'),
      }),
      commands: rule(nonEmptyList(commandSchema, 'must be a non-empty list'), (commands: {id: string}[]) => {
        const seen = new Set<string>();
        for (const [i, c] of commands.entries()) {
          if (seen.has(c.id)) return [[i, 'id'], `"${c.id}" is used by another command in this file`];
          seen.add(c.id);
        }
        return undefined;
      }),
    }),
  ).required(),
  'must be a mapping with id, name, versions, docs and commands',
);

/**
 * Checks the parsed YAML of a command file. `expectedId` is the file name without `.yml` when
 * the id must match it.
 */
export function validateCommandFile(data: unknown, file: string, expectedId?: string): CommandFile {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw DataError.file(file, 'must be a mapping with id, name, versions, docs and commands');
  }
  const result = validate<CommandFile>(
    commandFileSchema,
    data,
    file,
    (path) => {
      const item = itemAt(data, ['commands'], path);
      if (!item) return ['(file)', 0];
      const [i, c] = item;
      return [`command ${i + 1} (${typeof c.syntax === 'string' ? c.syntax : String(c.id)})`, 2];
    },
    {expectedId},
  );
  for (const command of result.commands) command.syntax = command.syntax.trim();
  return result;
}

/* ---- data/java-versions.yml ---- */

const version = (example: string) =>
  says(Joi.string().pattern(VERSION).required(), `must be a version string like "${example}"`);

const javaRangesSchema = rule(
  nonEmptyList(
    entry(
      fieldsOf<JavaRange>({
        from: version('1.18'),
        to: version('1.20.4').optional(),
        java: says(Joi.number().integer().min(5).required(), 'must be a whole Java major version such as 17'),
        launcher: says(
          Joi.number().integer().min(Joi.ref('java')).required(),
          'must be the whole Java major version the official launcher runs it with, not below "java"',
        ),
        note: localizedFields(),
      }),
    ),
    'must be a non-empty list of ranges',
  ),
  (ranges: JavaRange[]) => {
    let previousEnd: number[] | undefined;
    for (const [i, range] of ranges.entries()) {
      const from = parseMcVersion(range.from)!;
      const to = range.to === undefined ? undefined : parseMcVersion(range.to)!;
      if (to && compareMcVersions(to, from) < 0) return [[i, 'to'], 'must not be before "from"'];
      if (!to && i < ranges.length - 1) return [[i, 'to'], 'may only be left out on the last range'];
      if (previousEnd && compareMcVersions(from, previousEnd) <= 0) {
        return [[i, 'from'], 'must come after the previous range (ranges are in order, no overlap)'];
      }
      previousEnd = to;
    }
    return undefined;
  },
);

export function validateJavaRanges(data: unknown, file = 'data/java-versions.yml'): JavaRange[] {
  return validate<JavaRange[]>(javaRangesSchema, data, file, (path) => {
    const item = itemAt(data, [], path);
    return item ? [`entry ${item[0] + 1} (from ${String(item[1].from)})`, 1] : ['(root)', 0];
  });
}

/* ---- data/server-builds.yml ---- */

const serverBuildsSchema = nonEmptyList(
  entry(
    fieldsOf<ServerBuild>({
      version: version('1.21.4'),
      core: says(
        Joi.string()
          .valid(...SERVER_CORES)
          .required(),
        `must be one of ${SERVER_CORES.join(', ')}`,
      ),
      date: isoDate('must be a date written YYYY-MM-DD (quoted)'),
      url: httpsUrl('must be an https:// download link'),
      sha1: says(
        Joi.string().pattern(/^[0-9a-f]{40}$/),
        'must be 40 lowercase hex digits, or be left out when unknown',
      ),
      size: says(
        Joi.number().integer().greater(0),
        'must be a whole number of bytes, or be left out when unknown',
      ),
      notes: localizedFields(),
    }),
  ),
  'must be a non-empty list of builds',
);

export function validateServerBuilds(data: unknown, file = 'data/server-builds.yml'): ServerBuild[] {
  return validate<ServerBuild[]>(serverBuildsSchema, data, file, (path) => {
    const item = itemAt(data, [], path);
    return item ? [`entry ${item[0] + 1} (version ${String(item[1].version)})`, 1] : ['(root)', 0];
  });
}

/* ---- data/ops.yml ---- */

const opsSchema = Joi.object(
  fieldsOf<OpsFile>({
    ops: rule(
      nonEmptyList(
        Joi.object(
          fieldsOf<Operator>({
            name: says(
              Joi.string()
                .pattern(/^[A-Za-z0-9_]{3,16}$/)
                .required(),
              'must be a Minecraft player name: 3–16 letters, digits or _',
            ),
            role: localized(),
            level: says(
              Joi.number().valid(1, 2, 3, 4).required(),
              'must be an op-permission-level from 1 to 4',
            ),
            since: isoDate('must be a date written YYYY-MM-DD'),
            duties: localized(),
          }),
        ),
        'must be a non-empty list of operators',
      ),
      (ops: Operator[]) => {
        const names = new Set<string>();
        for (const [i, op] of ops.entries()) {
          if (names.has(op.name.toLowerCase())) return [[i, 'name'], 'is listed twice'];
          names.add(op.name.toLowerCase());
        }
        return undefined;
      },
    ),
  }),
);

export function validateOps(data: unknown, file = 'data/ops.yml'): Operator[] {
  // YAML reads an unquoted 2025-01-01 as a Date; take it as the date it names.
  const list = (data as {ops?: unknown} | null)?.ops;
  const ops = Array.isArray(list)
    ? list.map((op) =>
        op && typeof op === 'object' && (op as {since?: unknown}).since instanceof Date
          ? {...op, since: (op as {since: Date}).since.toISOString().slice(0, 10)}
          : op,
      )
    : list;
  return validate<{ops: Operator[]}>(opsSchema, {ops}, file, (path) => {
    const item = itemAt({ops}, ['ops'], path);
    return item ? [`entry ${item[0] + 1} (${String(item[1].name)})`, 2] : ['(file)', 0];
  }).ops;
}

/* ---- data/game-messages.yml ---- */

const gameMessagesSchema = Joi.object(
  fieldsOf<GameMessages>({
    javaVersion: says(Joi.string().pattern(VERSION).required(), 'must be a version like "1.21.4"'),
    bedrockVersion: says(
      Joi.string().pattern(VERSION).required(),
      'must be a Bedrock release as Mojang names it, like "26.40"',
    ),
    geyserBedrock: says(
      Joi.string().pattern(VERSION).required(),
      'must be the newest Bedrock release the server\'s Geyser accepts, like "26.50"',
    ),
    geyserBedrockOldest: rule(
      says(
        Joi.string().pattern(VERSION).required(),
        'must be the oldest Bedrock release the server\'s Geyser accepts, like "26.0" (its GameProtocol.java)',
      ),
      (oldest: string, h) => {
        const newest = parseMcVersion(
          String((h.state.ancestors[0] as {geyserBedrock?: unknown}).geyserBedrock),
        );
        return newest && compareMcVersions(parseMcVersion(oldest)!, newest) > 0
          ? 'must not be newer than geyserBedrock'
          : undefined;
      },
    ),
    messages: rule(
      nonEmptyList(
        Joi.object(
          fieldsOf<GameMessage>({
            id: says(
              Joi.string()
                .pattern(/^[a-z0-9-]+$/)
                .required(),
              'must be lowercase ASCII letters, digits and "-"',
            ),
            source: says(
              Joi.string()
                .valid(...MESSAGE_SOURCES)
                .required(),
              `must be one of ${MESSAGE_SOURCES.join(', ')}`,
            ),
            key: text(),
            en: text(),
            zh: Joi.when('source', {
              is: Joi.valid('spigot', 'network'),
              then: says(Joi.string().pattern(/\S/), 'must be a non-empty string, or be left out'),
              otherwise: text('must be the Chinese text from the zh_cn language file'),
            }),
            screenTitle: says(Joi.valid(true), 'must be true, or be left out'),
            shownAs: Joi.when('source', {
              is: 'network',
              then: says(
                Joi.array()
                  .items(Joi.string().pattern(/^[\w.$]+$/))
                  .min(1),
                'must be a list of Java class names (letters, digits, ".", "$")',
              ),
              otherwise: says(Joi.forbidden(), 'is only for network messages'),
            }),
            replacedBy: says(
              Joi.array()
                .items(Joi.string().pattern(/^[a-z0-9-]+$/))
                .min(1),
              'must be a list of message ids',
            ),
          }),
        ),
        'must be a non-empty list',
      ),
      (messages: {id: string}[]) => {
        const seen = new Set<string>();
        for (const [i, m] of messages.entries()) {
          if (seen.has(m.id)) return [[i, 'id'], 'is used twice'];
          seen.add(m.id);
        }
        const sources = new Map(messages.map((m) => [m.id, (m as {source?: string}).source]));
        for (const [i, m] of messages.entries()) {
          for (const id of (m as {replacedBy?: string[]}).replacedBy ?? []) {
            if (sources.get(id) !== 'spigot') {
              return [[i, 'replacedBy'], `names "${id}", which is not a message with source spigot`];
            }
          }
        }
        return undefined;
      },
    ),
  }),
);

export function validateGameMessages(data: unknown, file = 'data/game-messages.yml'): GameMessages {
  if (typeof data !== 'object' || data === null) {
    throw DataError.file(
      file,
      'must be a mapping with javaVersion, bedrockVersion, geyserBedrock, geyserBedrockOldest and messages',
    );
  }
  return validate<GameMessages>(gameMessagesSchema, data, file, (path) => {
    const item = itemAt(data, ['messages'], path);
    if (!item) return ['(root)', 0];
    const [i, m] = item;
    return [`message ${i + 1}${typeof m.id === 'string' ? ` (${m.id})` : ''}`, 2];
  });
}

/* ---- data/ranks.yml (commands by rank, issue 48) ---- */

const PERMISSION_NODE = /^(\*|[a-z0-9_-]+(\.[a-z0-9_-]+)*(\.\*)?)$/i;

const ranksSchema = Joi.object(
  fieldsOf<RankFile>({
    ranks: rule(
      nonEmptyList(
        Joi.object(
          fieldsOf<Rank>({
            id: says(
              Joi.string()
                .pattern(/^[a-z0-9_-]+$/)
                .required(),
              "must be the group's name on the server: lowercase letters, digits, _ or -",
            ),
            label: localized(),
            inherits: says(Joi.array().items(Joi.string()).optional(), 'must be a list of rank ids'),
            permissions: says(
              Joi.array().items(Joi.string().pattern(PERMISSION_NODE)).required(),
              'must be a list of permission nodes such as cmi.command.home, cmi.command.* or *',
            ),
          }),
        ),
        'must be a non-empty list of ranks',
      ),
      (ranks: Rank[]) => {
        const ids = new Set<string>();
        for (const [i, rank] of ranks.entries()) {
          if (ids.has(rank.id)) return [[i, 'id'], 'is listed twice'];
          ids.add(rank.id);
        }
        for (const [i, rank] of ranks.entries()) {
          const unknown = (rank.inherits ?? []).find((parent) => !ids.has(parent));
          if (unknown !== undefined)
            return [[i, 'inherits'], `names "${unknown}", which is no rank of this file`];
        }
        // No rank may inherit from itself, however far round.
        const byId = new Map(ranks.map((rank) => [rank.id, rank]));
        for (const [i, rank] of ranks.entries()) {
          const stack = [...(rank.inherits ?? [])];
          const seen = new Set<string>();
          while (stack.length) {
            const next = stack.pop()!;
            if (next === rank.id) return [[i, 'inherits'], 'leads back to this rank'];
            if (seen.has(next)) continue;
            seen.add(next);
            stack.push(...(byId.get(next)?.inherits ?? []));
          }
        }
        return undefined;
      },
    ),
  }),
);

export function validateRanks(data: unknown, file = 'data/ranks.yml'): RankFile {
  return validate<RankFile>(ranksSchema, data, file, (path) => {
    const item = itemAt(data, ['ranks'], path);
    return item ? [`rank ${item[0] + 1} (${String(item[1].id)})`, 2] : ['(file)', 0];
  });
}

/* ---- data/rules-quiz.yml (the rules check before an application, issue 48) ---- */

const rulesQuizSchema = Joi.object(
  fieldsOf<RulesQuiz>({
    rulesPage: says(
      Joi.string()
        .pattern(/^\/[^\s#?]*$/)
        .required(),
      'must be the route of the rules page, such as /docs/notice/rules',
    ),
    questions: nonEmptyList(
      rule(
        Joi.object(
          fieldsOf<QuizQuestion>({
            rule: says(
              Joi.string()
                .pattern(/^[a-z0-9-]+$/)
                .required(),
              'must be the anchor of a rule on the rules page, such as rule-3',
            ),
            question: localized(),
            options: says(
              Joi.array().items(localized()).min(2).required(),
              'must be a list of at least two options',
            ),
            answer: says(
              Joi.number().integer().min(1).required(),
              'must be the number of the right option, from 1',
            ),
            why: localized(),
          }),
        ),
        (question: QuizQuestion) =>
          question.answer > question.options.length
            ? [['answer'], `is ${question.answer}, but there are ${question.options.length} options`]
            : undefined,
      ),
      'must be a non-empty list of questions',
    ),
  }),
);

export function validateRulesQuiz(data: unknown, file = 'data/rules-quiz.yml'): RulesQuiz {
  return validate<RulesQuiz>(rulesQuizSchema, data, file, (path) => {
    const item = itemAt(data, ['questions'], path);
    return item ? [`question ${item[0] + 1} (${String(item[1].rule)})`, 2] : ['(file)', 0];
  });
}
