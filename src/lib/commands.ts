import type {Localized} from '@site/config/community';

/** Who may run a command: in game (player, op), from the server console, or in the chat group (member, admin). */
export type Audience = 'player' | 'op' | 'console' | 'member' | 'admin';

export const AUDIENCES: readonly Audience[] = ['player', 'op', 'console', 'member', 'admin'];

/** An example of a command: the command, and what it does in each locale. */
export type CommandExample = Localized & {readonly command: string};

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
  /**
   * What the bot answers (data/clerk-commands.yml only): reply id → its text in both languages,
   * with `{name}` parts the page fills in. The whitelist picture (src/components/ChatExchange)
   * shows them, so the bot's words live with its commands.
   */
  replies?: Record<string, Localized>;
}

/**
 * What claiming land costs on this server (data/plugins/residence.yml `claimCost`), copied from the
 * server's Residence settings; the pages that tell players to claim say it (<ClaimCost />).
 */
export interface ClaimCost {
  /**
   * Money per block of a new claim: Residence's groups.yml, `Economy.BuyCost` of the group new
   * players are in (Residence's default 0.5). 0 when claiming is free, or the economy is off
   * (config.yml `Global.EnableEconomy: false`).
   */
  perBlock: number;
  /**
   * Whether the height counts: config.yml `Global.Selection.NoCostForYBlocks: false` (Residence's
   * default) charges every block of the box, width × length × height; `true` only width × length.
   */
  countsHeight: boolean;
  /** The in-game money's name as players see it, in each language. */
  currency: Localized;
  /**
   * What a new player has on first joining, where the economy gives something: the economy
   * plugin's starting balance (CMI: config.yml `Economy.Global.StartingAmount`; EssentialsX:
   * config.yml `starting-balance`, "the balance with which new players begin"). Left out, the
   * pages say nothing about it.
   */
  startingBalance?: number;
  /**
   * How players earn more, in one sentence in each language (strict reading 43: "100 coins" and a
   * claim's price, then nothing on how to get more, left a newcomer to ask). Left out, the pages
   * say nothing about it.
   */
  earning?: Localized;
}

/**
 * What the pages show of it (`@site-generated/claim-cost.json`, plugins/community-data/modules.ts):
 * the price in the page's language, and the command that shows a selection's price.
 */
export interface ClaimCostView {
  perBlock: number;
  countsHeight: boolean;
  currency: string;
  /** `/res select size` as players type it on this server. */
  sizeCommand: string;
  /** What a 10 × 10 claim (10 high, where the height counts) costs: the pages' worked example. */
  example: number;
  /** What a new player starts with (ClaimCost `startingBalance`), where the data says. */
  startingBalance?: number;
  /** The balance command as players type it (a plugin file's command `balance`), where there is one. */
  balanceCommand?: string;
  /** How players earn more (ClaimCost `earning`), in the page's language, where the data says. */
  earning?: string;
}

/** What a claim of `width` × `length` (× `height` when the height counts) costs, to the cent as Residence rounds. */
export function claimPrice(cost: ClaimCost, width: number, length: number, height: number): number {
  const blocks = width * length * (cost.countsHeight ? height : 1);
  // CuboidArea.getCost: (long) (size * costPerBlock * 100) / 100.
  return Math.trunc(blocks * cost.perBlock * 100) / 100;
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
  /**
   * For a plugin whose short forms only work once the server switches them on in the
   * plugin's own settings (CMI's Alias.yml): whether this server has. Left out for
   * plugins that register their aliases themselves.
   */
  aliasesOn?: boolean;
  /** data/plugins/residence.yml only: what claiming land costs here. */
  claimCost?: ClaimCost;
  commands: CommandEntry[];
}

/**
 * What <Cmd> and <WhenAliases> read of a command file: a page that only writes commands inline
 * gets this much (plugins/remark-command-lookup.ts, the `?lookup` of plugins/yaml-loader.cjs).
 */
export type CommandLookup = Pick<CommandFile, 'id' | 'aliasesOn'> & {
  commands: Pick<CommandEntry, 'id' | 'syntax' | 'aliases'>[];
};

/**
 * What a player types for a command on this server, without arguments: its first alias
 * when the file says the server has switched its aliases on (`aliasesOn: true`), otherwise
 * the command words of its syntax (up to the first `<argument>` or `[option]`).
 * Throws, naming the file, for an unknown id, so a page cannot teach a command the data lacks.
 */
export function commandToType(file: CommandLookup, id: string): string {
  const command = file.commands.find((c) => c.id === id);
  if (!command) throw new Error(`data/plugins/${file.id}.yml: no command with id "${id}"`);
  if (file.aliasesOn === true && command.aliases.length > 0) return command.aliases[0]!;
  const words = command.syntax.split(/\s+/);
  const end = words.findIndex((w) => /^[<[]/.test(w));
  return words.slice(0, end === -1 ? undefined : end).join(' ');
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
  /**
   * Command id → the Chinese command word and its English alias, e.g. `#状态` / `#status`, and,
   * for a command with examples, what its first example writes after the command word
   * (`XiaoMing_Star`), for pictures of a conversation.
   */
  commands: Record<
    string,
    {word: string; alias: string; example?: string; replies?: Record<string, Localized>}
  >;
}

/** The short form of data/clerk-commands.yml that the newcomer pages load (a few hundred bytes). */
export function botBrief(file: CommandFile): BotBrief {
  const name = typeof file.name === 'string' ? {zh: file.name, en: file.name} : file.name;
  const commands: BotBrief['commands'] = {};
  for (const c of file.commands) {
    const word = c.syntax.split(' ')[0]!;
    const example = c.examples[0]?.command.split(' ').slice(1).join(' ');
    commands[c.id] = {
      word,
      alias: c.aliases[0] ?? word,
      ...(example ? {example} : {}),
      ...(c.replies ? {replies: c.replies} : {}),
    };
  }
  return {name, commands};
}
