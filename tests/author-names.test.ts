/**
 * The pages' "last updated by" and contributors lines name a git author by config/community.ts
 * `authorNames` in the page's language (src/lib/authorNames.ts): a strict reading found a Chinese
 * page's footer naming the maintainers in English. Expectations come from the config.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import community from '../config/community';
import {locales} from '../e2e/lib/site';
import {validateCommunity} from '../plugins/schemas/community';
import {shownAuthor} from '../src/lib/authorNames';

describe('authorNames', () => {
  it("gives each listed author the page's language's name, and leaves others as git spells them", () => {
    const names = {'Docs team': {zh: '文档组', en: 'Docs team'}};
    assert.equal(shownAuthor('Docs team', 'zh', names), '文档组');
    assert.equal(shownAuthor('Docs team', 'en', names), 'Docs team');
    assert.equal(shownAuthor('Someone Else', 'zh', names), 'Someone Else');
    assert.equal(shownAuthor('Docs team', 'zh', undefined), 'Docs team');
    // Not a key of the map's prototype.
    assert.equal(shownAuthor('constructor', 'zh', names), 'constructor');
  });

  it('the sample config names each of its authors in every language, and validates', () => {
    assert.doesNotThrow(() => validateCommunity(community));
    for (const [name, given] of Object.entries(community.authorNames ?? {}))
      for (const locale of locales)
        assert.ok((given as Record<string, string>)[locale], `${name}: no ${locale} name`);
  });

  it('may be left out', () => {
    const copy = structuredClone(community) as unknown as Record<string, unknown>;
    delete copy.authorNames;
    assert.doesNotThrow(() => validateCommunity(copy));
  });
});
