/**
 * What claiming land costs (issue 45): a strict reading found the newcomer pages telling players to
 * claim land with Residence without the price. It is data (data/plugins/residence.yml `claimCost`,
 * required: the build fails naming file and field), shown by <ClaimCost /> on every page that tells a
 * player to claim (`/res create`). Expectations come from the data file, and other prices are tried
 * too, so a community with its own prices passes.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import yaml from 'js-yaml';
import {DataError, validateCommandFile} from '../plugins/schemas/data';
import {loadCommunityData} from '../plugins/community-data';
import {claimCostView} from '../plugins/community-data/modules';
import {claimPrice, commandToType, type ClaimCost, type CommandFile} from '../src/lib/commands';
import {locales} from '../e2e/lib/site';
import {localize} from '../src/lib/localized';
import {load, renderDoc, renderElement, textOf} from './lib/renderPage';

const FILE = 'data/plugins/residence.yml';
const raw = () =>
  yaml.load(readFileSync(FILE, 'utf8'), {schema: yaml.JSON_SCHEMA}) as Record<string, unknown>;
const data = loadCommunityData(process.cwd());
const residence = data.plugins.find((p) => p.id === 'residence')!;
const ClaimCostBox = load<{default: () => unknown}>('@site/src/components/PluginCommand/ClaimCost').default;
const scope = globalThis as {__claimCostPlugins?: CommandFile[]};
after(() => delete scope.__claimCostPlugins);

/** The plugin files with Residence's claimCost replaced. */
const withCost = (claimCost: ClaimCost) =>
  data.plugins.map((p) => (p.id === 'residence' ? {...p, claimCost} : p));
const render = (locale: (typeof locales)[number]) =>
  renderElement(createElement(ClaimCostBox as never), locale);

describe('claimCost: required in data/plugins/residence.yml, named when wrong', () => {
  const fails = (value: unknown, field: RegExp) =>
    assert.throws(
      () => validateCommandFile(value, FILE, 'residence'),
      (error: unknown) =>
        error instanceof DataError && error.message.includes(FILE) && field.test(error.message),
    );
  it('missing: the build stops naming the file and the field', () => {
    const copy = raw();
    delete copy.claimCost;
    fails(copy, /claimCost/);
  });
  it('each part: perBlock a number 0 or more, countsHeight true or false, currency in every language', () => {
    const cost = raw().claimCost as Record<string, unknown>;
    fails({...raw(), claimCost: {...cost, perBlock: -1}}, /claimCost\.perBlock/);
    fails({...raw(), claimCost: {...cost, perBlock: 'cheap'}}, /claimCost\.perBlock/);
    fails({...raw(), claimCost: {...cost, countsHeight: 'yes'}}, /claimCost\.countsHeight/);
    fails({...raw(), claimCost: {...cost, startingBalance: -5}}, /claimCost\.startingBalance/);
    assert.doesNotThrow(() => {
      const without = {...cost};
      delete without.startingBalance;
      validateCommandFile({...raw(), claimCost: without}, FILE, 'residence');
    }, 'startingBalance may be left out');
    assert.doesNotThrow(() => {
      const without = {...cost};
      delete without.earning;
      validateCommandFile({...raw(), claimCost: without}, FILE, 'residence');
    }, 'earning may be left out');
    fails({...raw(), claimCost: {...cost, earning: 'trade'}}, /claimCost\.earning/);
    fails({...raw(), claimCost: {...cost, earning: {[locales[0]!]: ' '}}}, /claimCost\.earning/);
    // Every language of the site: a currency in the default locale only fails where there is another.
    if (locales.length > 1)
      fails({...raw(), claimCost: {...cost, currency: {zh: '金币'}}}, /claimCost\.currency/);
  });
  it('the sample passes, and other plugins need none', () => {
    assert.ok(residence.claimCost);
    assert.equal(data.plugins.find((p) => p.id === 'cmi')!.claimCost, undefined);
  });
});

describe('<ClaimCost />: the price from data, in the page’s language', () => {
  for (const locale of locales) {
    it(`${locale}: the sample's price, currency, worked example and the command that shows a selection's price`, () => {
      delete scope.__claimCostPlugins;
      const cost = residence.claimCost!;
      const view = claimCostView(data, locale)!;
      assert.equal(view.currency, localize(cost.currency, locale));
      assert.equal(view.sizeCommand, commandToType(residence, 'select-size'));
      assert.equal(view.example, claimPrice(cost, 10, 10, 10));
      const text = textOf(render(locale));
      if (cost.perBlock > 0)
        for (const part of [String(cost.perBlock), view.currency, String(view.example), view.sizeCommand])
          assert.ok(text.includes(part), `${part} in ${text}`);
    });

    it(`${locale}: another community's prices: per block of the box, per block of ground, or free`, () => {
      const currency = {zh: '绿宝石', en: 'emeralds'};
      scope.__claimCostPlugins = withCost({perBlock: 2.5, countsHeight: true, currency});
      let html = render(locale);
      assert.match(html, /data-claim-cost="blocks"/);
      for (const part of ['2.5', localize(currency, locale), '2500'])
        assert.ok(textOf(html).includes(part), html);
      scope.__claimCostPlugins = withCost({perBlock: 0.3, countsHeight: false, currency});
      html = render(locale);
      assert.match(html, /data-claim-cost="ground"/);
      for (const part of ['0.3', '30']) assert.ok(textOf(html).includes(part), html);
      assert.ok(!textOf(html).includes('2500'), html);
      scope.__claimCostPlugins = withCost({perBlock: 0, countsHeight: true, currency});
      html = render(locale);
      assert.match(html, /data-claim-cost="free"/);
      assert.ok(!textOf(html).includes(localize(currency, locale)), html);
      delete scope.__claimCostPlugins;
    });
  }

  for (const locale of locales) {
    it(`${locale}: what a new player starts with, and the balance command, only where the data says`, () => {
      const currency = {zh: '绿宝石', en: 'emeralds'};
      const balance = data.plugins.find((p) => p.commands.some((c) => c.id === 'balance'));
      scope.__claimCostPlugins = withCost({perBlock: 2, countsHeight: false, currency, startingBalance: 37});
      let html = render(locale);
      assert.match(html, /data-starting-balance/);
      assert.ok(textOf(html).includes('37'), html);
      if (balance) assert.ok(textOf(html).includes(commandToType(balance, 'balance')), html);
      // Without a plugin that has a balance command: the amount alone.
      scope.__claimCostPlugins = withCost({
        perBlock: 2,
        countsHeight: false,
        currency,
        startingBalance: 37,
      }).filter((p) => !p.commands.some((c) => c.id === 'balance'));
      html = render(locale);
      assert.ok(textOf(html).includes('37'), html);
      assert.equal(claimCostView({plugins: scope.__claimCostPlugins}, locale)!.balanceCommand, undefined);
      scope.__claimCostPlugins = withCost({perBlock: 2, countsHeight: false, currency});
      assert.doesNotMatch(render(locale), /data-starting-balance/);
      delete scope.__claimCostPlugins;
    });
  }

  for (const locale of locales) {
    it(`${locale}: how players earn more, only where the data says`, () => {
      const currency = {zh: '绿宝石', en: 'emeralds'};
      const earning = Object.fromEntries(locales.map((l) => [l, `earning-${l}: trade with villagers`]));
      scope.__claimCostPlugins = withCost({
        perBlock: 2,
        countsHeight: false,
        currency,
        earning: earning as ClaimCost['earning'],
      });
      const html = render(locale);
      assert.match(html, /data-earning/);
      assert.ok(textOf(html).includes(`earning-${locale}:`), html);
      scope.__claimCostPlugins = withCost({perBlock: 2, countsHeight: false, currency});
      assert.doesNotMatch(render(locale), /data-earning/);
      delete scope.__claimCostPlugins;
    });
  }

  for (const locale of locales) {
    // Strict reading 45: "claim first, then build" against a starting balance that pays for one
    // claim of the example's size left a newcomer asking how to protect more.
    it(`${locale}: says the starting balance pays for one claim of the example's size, only when it pays for one and not two`, () => {
      const currency = {zh: '绿宝石', en: 'emeralds'};
      // perBlock 2, ground: the 10 × 10 example costs 200.
      const at = (startingBalance?: number) => {
        scope.__claimCostPlugins = withCost({perBlock: 2, countsHeight: false, currency, startingBalance});
        return /data-first-claim/.test(render(locale));
      };
      assert.deepEqual(
        [at(199), at(200), at(399), at(400), at(undefined)],
        [false, true, true, false, false],
      );
      delete scope.__claimCostPlugins;
    });
  }

  for (const locale of locales) {
    // Strict reading 47: the FAQ and the rules repeated getting started's whole paragraph.
    it(`${locale}: brief, the price and the starting balance: no balance command, first claim or earning`, () => {
      const currency = {zh: '绿宝石', en: 'emeralds'};
      const earning = Object.fromEntries(locales.map((l) => [l, `earning-${l}`])) as ClaimCost['earning'];
      scope.__claimCostPlugins = withCost({
        perBlock: 2,
        countsHeight: false,
        currency,
        startingBalance: 300,
        earning,
      });
      const full = render(locale);
      const brief = renderElement(createElement(ClaimCostBox as never, {brief: true} as never), locale);
      for (const part of ['data-first-claim', 'data-earning']) {
        assert.match(full, new RegExp(part));
        assert.doesNotMatch(brief, new RegExp(part));
      }
      // Where the coins come from (strict reading 78), in its short form.
      assert.match(brief, /data-starting-balance/);
      assert.ok(textOf(brief).includes('300'), brief);
      assert.match(brief, /data-claim-cost="ground"/);
      assert.ok(textOf(brief).includes(currency[locale as 'zh' | 'en'] ?? ''), brief);
      delete scope.__claimCostPlugins;
    });
  }

  it('rounds down to the cent, as Residence does', () => {
    const cost = {perBlock: 0.333, countsHeight: false, currency: {zh: '币', en: 'coins'}};
    assert.equal(claimPrice(cost, 10, 10, 384), 33.3);
    assert.equal(claimPrice({...cost, countsHeight: true}, 3, 3, 3), 8.99);
  });
});

describe('every page written with the site’s components that tells players to claim land says what it costs', () => {
  // The English pages only while English is a locale of the site (config/locale.ts).
  const dirs = [
    'docs',
    ...(locales.includes('en') ? ['i18n/en/docusaurus-plugin-content-docs/current'] : []),
  ];
  // Only pages that import the site's own components (`@site/…`): pages a community brings from
  // elsewhere (issue 49) keep their own words, and are not this test's to change.
  const pages = dirs.flatMap((dir) =>
    (readdirSync(dir, {recursive: true}) as string[])
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => path.join(dir, f))
      .filter((f) => {
        const source = readFileSync(f, 'utf8');
        return (
          /from ['"]@site\//.test(source) && /\/res create|<Cmd data=\{residence\} id="create"/.test(source)
        );
      }),
  );
  it('finds them (getting started, the FAQ, everyday commands, the Residence help)', () => {
    assert.ok(pages.length >= 4 * dirs.length, pages.join(', '));
  });
  const rules = dirs.map((dir) => `${dir}/notice/fu-wu-qi-gui-ze.md`);
  for (const file of [...pages, ...rules]) {
    it(file, async () => {
      delete scope.__claimCostPlugins;
      const locale = file.startsWith('i18n/en/') ? 'en' : 'zh';
      const html = await renderDoc(file, locale);
      assert.match(html, /data-claim-cost="/, file);
      const view = claimCostView(data, locale)!;
      if (view.perBlock > 0) assert.ok(textOf(html).includes(view.currency), file);
    });
  }
  it('the rules (rule 6: claim first, then build) say it in both languages', () => {
    for (const file of rules) {
      const rule6 = readFileSync(file, 'utf8').split('{#rule-6}')[1]!.split(/^## /m)[0]!;
      assert.match(rule6, /<ClaimCost( brief)? \/>/, file);
    }
  });
});
