/**
 * The pages to re-check after `gameVersion` moved on (issue 48): docs and posts of the default
 * locale whose front matter `checked_against.game` is older. The build prints them
 * (plugins/version-check.ts) and so does `npm run check-versions` (part of `npm run check`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {checkedAgainst, olderThanServer} from '../../src/lib/checkedAgainst';

/** Content folders of the default locale that hold docs and posts. */
const FOLDERS = ['docs', 'blog'];

interface PageToRecheck {
  /** Its source file, relative to the site. */
  file: string;
  /** The version it was checked against. */
  written: string;
}

function frontMatterOf(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match ? ((yaml.load(match[1]!) as Record<string, unknown> | null) ?? {}) : {};
}

/** Pages whose `checked_against.game` is older than `gameVersion`, oldest first; throws naming a malformed one. */
export function pagesToRecheck(siteDir: string, gameVersion: string): PageToRecheck[] {
  const pages: PageToRecheck[] = [];
  for (const folder of FOLDERS) {
    const files = (readdirSync(path.join(siteDir, folder), {recursive: true}) as string[]).filter(
      (f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')),
    );
    for (const file of files) {
      const relative = `${folder}/${file.split(path.sep).join('/')}`;
      const frontMatter = frontMatterOf(readFileSync(path.join(siteDir, relative), 'utf8'));
      try {
        checkedAgainst(frontMatter);
      } catch (error) {
        throw new Error(`${relative}: ${(error as Error).message}`, {cause: error});
      }
      const older = olderThanServer(frontMatter, gameVersion);
      if (older) pages.push({file: relative, written: older.written});
    }
  }
  return pages.sort(
    (a, b) => a.written.localeCompare(b.written, 'en', {numeric: true}) || a.file.localeCompare(b.file),
  );
}

/** The list as lines for the build's log and the check's output. */
export function recheckReport(pages: PageToRecheck[], gameVersion: string): string[] {
  if (pages.length === 0) return [];
  return [
    `${pages.length} page(s) written for an older game version than ${gameVersion} (config/community.ts): re-check them, then set their checked_against.game to '${gameVersion}'.`,
    ...pages.map((p) => `  ${p.file} (checked against ${p.written})`),
  ];
}
