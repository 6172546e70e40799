/**
 * Commands by rank (issue 48, `commandsByRank` in config/community.ts): the server's permission
 * groups in data/ranks.yml, as its admins set them up (for example LuckPerms groups, whose
 * permission lists `/lp group <group> permission info` shows), so that a command table can show
 * what one rank may use.
 */
import type {Localized} from '@site/config/community';
import type {CommandEntry} from './commands';

export interface Rank {
  /** The group's name on the server, e.g. LuckPerms' `default`. */
  id: string;
  /** Its name on the site. */
  label: Localized;
  /** Groups whose permissions it has too. */
  inherits?: string[];
  /** Permission nodes it is given: exact (`cmi.command.home`), a family (`cmi.command.*`) or `*`. */
  permissions: string[];
}

export interface RankFile {
  ranks: Rank[];
}

/** A rank as a page gets it: its label in the page's language and every node it has, inherited too. */
export interface RankView {
  id: string;
  label: string;
  permissions: string[];
}

/** Whether the nodes `given` (with `*` and `family.*` wildcards) grant `node`. */
export function grants(given: readonly string[], node: string): boolean {
  const wanted = node.toLowerCase();
  return given.some((pattern) => {
    const p = pattern.toLowerCase();
    if (p === '*' || p === wanted) return true;
    return p.endsWith('.*') && wanted.startsWith(p.slice(0, -1));
  });
}

/** Every node of rank `id`, its inherited ranks' included (each rank once, whatever the order). */
export function rankPermissions(ranks: readonly Rank[], id: string): string[] {
  const byId = new Map(ranks.map((rank) => [rank.id, rank]));
  const seen = new Set<string>();
  const nodes: string[] = [];
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const rank = byId.get(current);
    if (!rank) return;
    nodes.push(...rank.permissions);
    for (const parent of rank.inherits ?? []) visit(parent);
  };
  visit(id);
  return [...new Set(nodes)];
}

/** Whether a rank with these nodes may use the command: it needs none, or the rank has it. */
export function mayUse(permissions: readonly string[], command: Pick<CommandEntry, 'permission'>): boolean {
  return !command.permission || grants(permissions, command.permission);
}
