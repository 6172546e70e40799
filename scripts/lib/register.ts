/**
 * The customisation register: its records (src/theme/register.yml) and the table of
 * src/theme/README.md generated from them (`npm run register`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {SITE} from './ejected';

const RECORDS_FILE = 'src/theme/register.yml';
export const REGISTER_FILE = 'src/theme/README.md';
const START = '<!-- register:start (generated from register.yml by `npm run register`) -->';
const END = '<!-- register:end -->';

interface RegisterRecord {
  item: string;
  kind: string;
  what: string;
  why: string;
  benefit: string;
  upstream: string;
  deleteWhen: string;
  /** The switch of scripts/lib/switches.ts that takes it out, for a reach into internals. */
  switch?: string;
}

export const COLUMNS: {key: keyof RegisterRecord; title: string}[] = [
  {key: 'item', title: 'Item'},
  {key: 'kind', title: 'Kind'},
  {key: 'what', title: 'What it changes'},
  {key: 'why', title: 'Why'},
  {key: 'benefit', title: 'Measured benefit'},
  {key: 'upstream', title: 'Upstream'},
  {key: 'deleteWhen', title: 'Delete when'},
];

export function loadRecords(site = SITE): RegisterRecord[] {
  const records = yaml.load(readFileSync(path.join(site, RECORDS_FILE), 'utf8')) as RegisterRecord[];
  records.forEach((record, i) => {
    for (const {key} of COLUMNS) {
      const value = record[key];
      if (typeof value !== 'string' || value.trim() === '')
        throw new Error(`${RECORDS_FILE}: record ${i + 1} (${record.item ?? '?'}) has no ${key}`);
    }
  });
  return records;
}

/** The register's table: a header, then a row per record, `|` in a cell escaped. */
export function registerTable(records: readonly RegisterRecord[]): string {
  const row = (cells: string[]) => `| ${cells.map((c) => c.trim().replace(/\|/g, '\\|')).join(' | ')} |`;
  return [
    row(COLUMNS.map((c) => c.title)),
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...records.map((r) => row(COLUMNS.map((c) => String(r[c.key]).replace(/\s*\n\s*/g, ' ')))),
  ].join('\n');
}

/** The README with its table (between the markers) replaced by the one the records give. */
export function withTable(readme: string, records: readonly RegisterRecord[]): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${REGISTER_FILE}: the register's markers are missing`);
  return `${readme.slice(0, start + START.length)}\n\n${registerTable(records)}\n\n${readme.slice(end)}`;
}
