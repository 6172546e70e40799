import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkedAgainst, olderThanServer, serverIsNewer} from '../src/lib/checkedAgainst';
import {pagesToRecheck, recheckReport} from '../plugins/lib/versionCheck';
import {onlyWith} from './lib/locales';
import {parseFrontMatterWithTranslationStatus} from '../plugins/translation-status';

describe('pages that know their game version (issue 48)', () => {
  it('reads checked_against, and names the field of a malformed one', () => {
    assert.equal(checkedAgainst({title: 'x'}), null);
    assert.deepEqual(checkedAgainst({checked_against: {game: '1.21.4', hmcl: '3.6.12'}}), {
      game: '1.21.4',
      hmcl: '3.6.12',
    });
    assert.throws(
      () => checkedAgainst({checked_against: '1.21.4'}),
      /field "checked_against" must be a mapping/,
    );
    assert.throws(
      () => checkedAgainst({checked_against: {game: 1.2}}),
      /field "checked_against\.game" must be a version in quotes, such as '1\.21\.4' \(YAML read 1\.2 as a number\)/,
    );
    assert.throws(
      () => checkedAgainst({checked_against: {game: 'latest'}}),
      /must be a Java Edition version/,
    );
  });

  it('says a page is older only when the server’s version is newer, compared as numbers', () => {
    const page = {checked_against: {game: '1.21.4'}};
    assert.deepEqual(olderThanServer(page, '1.21.10'), {written: '1.21.4', now: '1.21.10'});
    assert.equal(olderThanServer(page, '1.21.4'), null);
    assert.equal(olderThanServer(page, '1.20.6'), null);
    assert.equal(olderThanServer({checked_against: {hmcl: '3.6'}}, '1.21.10'), null, 'no game version');
    assert.equal(olderThanServer({}, '1.21.10'), null);
  });

  it('reads the game version in what a status API reports', () => {
    assert.equal(serverIsNewer('Paper 1.21.10', '1.21.4'), true);
    assert.equal(serverIsNewer('1.21.4', '1.21.4'), false);
    assert.equal(serverIsNewer('Velocity 3.4.0 1.7.2-1.21.8', '1.21.4'), true, 'the last version named');
    assert.equal(serverIsNewer('Paper 1.20.1', '1.21.4'), false);
    assert.equal(serverIsNewer('Waterfall', '1.21.4'), false);
  });

  it('lists the pages to re-check, oldest first, and names a malformed file', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'versions-'));
    try {
      mkdirSync(path.join(site, 'docs/a'), {recursive: true});
      mkdirSync(path.join(site, 'blog'), {recursive: true});
      writeFileSync(path.join(site, 'docs/a/new.md'), "---\nchecked_against:\n  game: '1.21.4'\n---\n# x\n");
      writeFileSync(path.join(site, 'docs/a/old.md'), "---\nchecked_against: {game: '1.20.1'}\n---\n# x\n");
      writeFileSync(path.join(site, 'docs/plain.md'), '# no front matter\n');
      writeFileSync(path.join(site, 'blog/2025-01-01-p.md'), "---\nchecked_against: {game: '1.21'}\n---\n");
      const pages = pagesToRecheck(site, '1.21.4');
      assert.deepEqual(pages, [
        {file: 'docs/a/old.md', written: '1.20.1'},
        {file: 'blog/2025-01-01-p.md', written: '1.21'},
      ]);
      assert.match(
        recheckReport(pages, '1.21.4')[0]!,
        /^2 page\(s\) written for an older game version than 1\.21\.4/,
      );
      assert.deepEqual(recheckReport([], '1.21.4'), []);
      writeFileSync(path.join(site, 'docs/bad.md'), '---\nchecked_against: {game: 1.21}\n---\n');
      assert.throws(
        () => pagesToRecheck(site, '1.21.4'),
        /^Error: docs\/bad\.md: field "checked_against\.game"/,
      );
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it(
    'gives a translation its source’s checked_against, and fails naming a malformed file',
    onlyWith('en'),
    async () => {
      const site = mkdtempSync(path.join(tmpdir(), 'versions-'));
      try {
        const translated = path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current/a.md');
        mkdirSync(path.dirname(translated), {recursive: true});
        mkdirSync(path.join(site, 'docs'), {recursive: true});
        writeFileSync(path.join(site, 'docs/a.md'), "---\nchecked_against: {game: '1.21.4'}\n---\n");
        writeFileSync(translated, '---\ntitle: A\n---\n');
        const parse = parseFrontMatterWithTranslationStatus(site, 'en');
        const read = (filePath: string, frontMatter: Record<string, unknown>) =>
          parse({
            filePath,
            fileContent: '',
            defaultParseFrontMatter: async () => ({frontMatter, content: ''}),
          });
        assert.deepEqual((await read(translated, {title: 'A'})).frontMatter.checked_against, {
          game: '1.21.4',
        });
        await assert.rejects(
          read(path.join(site, 'docs/a.md'), {checked_against: {game: 1.2}}),
          /^Error: docs\/a\.md: field "checked_against\.game"/,
        );
      } finally {
        rmSync(site, {recursive: true, force: true});
      }
    },
  );
});
