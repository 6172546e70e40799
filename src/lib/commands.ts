import type {Localized} from '@site/config/community';
import {DataError} from './dataError';

/** Who may run a command: in game (player, op), from the server console, or in the chat group (member, admin). */
export type Audience = 'player' | 'op' | 'console' | 'member' | 'admin';

export const AUDIENCES: readonly Audience[] = ['player', 'op', 'console', 'member', 'admin'];

export interface CommandExample {
  command: string;
  zh: string;
  en: string;
}

export interface CommandEntry {
  /** ASCII id, unique in its file; the row's anchor is `cmd-<file id>-<id>`. */
  id: string;
  syntax: string;
  aliases: string[];
  description: Localized;
  /** Permission node, or null when the command needs none. */
  permission: string | null;
  who: Audience[];
  examples: CommandExample[];
}

/** One data/plugins/<id>.yml (or data/clerk-commands.yml). */
export interface CommandFile {
  id: string;
  name: string | Localized;
  /** Which versions the entries were checked against. */
  versions: string;
  /**
   * The official documentation they were checked against; null for the
   * community's own bot, whose reference is this file and the site's pages.
   */
  docs: string | null;
  commands: CommandEntry[];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PERMISSION = /^[A-Za-z0-9_.*-]+$/;

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['zh', 'en'].every((locale) => typeof v[locale] === 'string' && (v[locale] as string).trim() !== '');
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Check the parsed YAML of a command file; throws DataError naming the file,
 * the command and the field. `expectedId` is the file name without `.yml`
 * when the id must match it.
 */
export function validateCommandFile(data: unknown, file: string, expectedId?: string): CommandFile {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw DataError.file(file, 'must be a mapping with id, name, versions, docs and commands');
  }
  const d = data as Record<string, unknown>;
  const top = (field: string, problem: string): never => {
    throw new DataError(file, '(file)', field, problem);
  };
  if (typeof d.id !== 'string' || !ID.test(d.id)) top('id', 'must be lowercase letters, digits and hyphens');
  if (expectedId !== undefined && d.id !== expectedId) top('id', `must be "${expectedId}" (the file name)`);
  if (!nonEmpty(d.name) && !isLocalized(d.name)) top('name', 'must be a string or {zh, en}');
  if (!nonEmpty(d.versions)) top('versions', 'must say which versions the commands were checked against');
  if (d.docs === undefined)
    top('docs', 'is required: an https:// link to the official docs, or null for our own bot');
  if (d.docs !== null) {
    let docsUrl: URL | undefined;
    try {
      docsUrl = new URL(String(d.docs));
    } catch {
      docsUrl = undefined;
    }
    if (!docsUrl || docsUrl.protocol !== 'https:')
      top('docs', 'must be an https:// link to the official docs');
  }
  if (!Array.isArray(d.commands) || d.commands.length === 0) top('commands', 'must be a non-empty list');

  const seen = new Set<string>();
  const commands = (d.commands as unknown[]).map((raw, index): CommandEntry => {
    if (typeof raw !== 'object' || raw === null) {
      throw new DataError(file, `command ${index + 1}`, '(entry)', 'must be a mapping');
    }
    const c = raw as Record<string, unknown>;
    const entry = `command ${index + 1} (${typeof c.syntax === 'string' ? c.syntax : String(c.id)})`;
    const fail = (field: string, problem: string): never => {
      throw new DataError(file, entry, field, problem);
    };
    if (typeof c.id !== 'string' || !ID.test(c.id))
      fail('id', 'must be lowercase letters, digits and hyphens');
    if (seen.has(c.id as string)) fail('id', `"${String(c.id)}" is used by another command in this file`);
    seen.add(c.id as string);
    if (!nonEmpty(c.syntax)) fail('syntax', 'must be a non-empty string');
    const aliases = c.aliases ?? [];
    if (!Array.isArray(aliases) || !aliases.every(nonEmpty)) fail('aliases', 'must be a list of strings');
    if (!isLocalized(c.description)) fail('description', 'must have non-empty zh and en');
    if (c.permission === undefined) fail('permission', 'is required (write null when none is needed)');
    if (c.permission !== null && (typeof c.permission !== 'string' || !PERMISSION.test(c.permission))) {
      fail('permission', 'must be a permission node like "plugin.command.name", or null');
    }
    if (
      !Array.isArray(c.who) ||
      c.who.length === 0 ||
      !c.who.every((w) => AUDIENCES.includes(w as Audience))
    ) {
      fail('who', `must be a non-empty list of ${AUDIENCES.join(', ')}`);
    }
    const examples = c.examples ?? [];
    if (!Array.isArray(examples)) fail('examples', 'must be a list');
    (examples as unknown[]).forEach((ex, i) => {
      const e = ex as Record<string, unknown> | null;
      if (!e || !nonEmpty(e.command) || !isLocalized(e)) {
        fail(`examples[${i + 1}]`, 'must have command, zh and en');
      }
    });
    return {
      id: c.id as string,
      syntax: (c.syntax as string).trim(),
      aliases: aliases as string[],
      description: c.description as Localized,
      permission: c.permission as string | null,
      who: c.who as Audience[],
      examples: (examples as Record<string, string>[]).map((e) => ({
        command: e.command!,
        zh: e.zh!,
        en: e.en!,
      })),
    };
  });
  return {
    id: d.id as string,
    name: d.name as string | Localized,
    versions: d.versions as string,
    docs: d.docs as string | null,
    commands,
  };
}

/** The anchor of a command row: `cmd-<file id>-<command id>`. */
export function commandAnchor(fileId: string, commandId: string): string {
  return `cmd-${fileId}-${commandId}`;
}

/** Case-, width- and space-insensitive form used for matching ("／ＣＯ  I" → "/co i"). */
export function normalizeQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether a command matches a filter query: every space-separated word of the
 * query must occur in the command's syntax, aliases, permission or its
 * description in either language. An empty query matches everything.
 */
export function commandMatches(command: CommandEntry, query: string): boolean {
  const words = normalizeQuery(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeQuery(
    [
      command.syntax,
      ...command.aliases,
      command.permission ?? '',
      command.description.zh,
      command.description.en,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** The commands that match `query`, in file order. */
export function filterCommands(commands: readonly CommandEntry[], query: string): CommandEntry[] {
  return commands.filter((command) => commandMatches(command, query));
}

/** What pages outside the bot's own need of it: its name and each command's words. */
export interface BotBrief {
  name: Localized;
  /** Command id → the Chinese command word and its English alias, e.g. `#状态` / `#status`. */
  commands: Record<string, {word: string; alias: string}>;
}

/** The short form of data/clerk-commands.yml that the newcomer pages load (a few hundred bytes). */
export function botBrief(file: CommandFile): BotBrief {
  const name = typeof file.name === 'string' ? {zh: file.name, en: file.name} : file.name;
  const commands: BotBrief['commands'] = {};
  for (const c of file.commands) {
    const word = c.syntax.split(' ')[0]!;
    commands[c.id] = {word, alias: c.aliases[0] ?? word};
  }
  return {name, commands};
}
