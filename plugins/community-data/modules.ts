/**
 * The modules pages import: the validated copies of the data files (`@site/data/<file>.yml`,
 * served by plugins/yaml-loader.cjs), the values the build derives (`@site-generated/<name>.json`),
 * and the address card's live status (`@server-status`). Each page carries only what it imports.
 */
import path from 'node:path';
import type {PluginContentLoadedActions} from '@docusaurus/types';
import community from '../../config/community';
import {botBrief, claimPrice, commandToType, type ClaimCostView} from '../../src/lib/commands';
import {
  launcherLimitsText,
  newcomerJavaText,
  newcomerPathsText,
  inLocale,
  newcomerText,
  stepFacts,
  bedrockRuleText,
} from '../../src/lib/newcomerText';
import {defaultLocale, locales} from '../../config/locale';
import {siteTexts} from '../../config/siteTexts';
import {bedrockLinkData} from './derived';
import {rankPermissions, type RankView} from '../../src/lib/ranks';
import type {QuizView} from '../../src/lib/application';
import type {JoinFacts} from '../../src/lib/joinCheck';
import {clientVersionsOf, newestClientOf} from '../../src/lib/newcomer';
import {textIn} from '../../config/locale';
import type {LoadedData} from './load';
import {geyserRange, messageIn} from '../../src/lib/gameMessages';

/**
 * Module alias of the files the plugin generates, so that only the page that shows them loads
 * them: `@site-generated/changelog.json` (git history, /docs/notice/commit-ji-lu),
 * `@site-generated/latest-posts.json` (home), `@site-generated/bedrock-link.json` (the address
 * card's one-tap link and QR code) and `@site-generated/bot-brief.json` (the bot's name and
 * command words, for the newcomer pages, without the whole command reference) and
 * `@site-generated/newcomer-text.json`, `step-titles.json`, `newcomer-paths-text.json`,
 * `newcomer-java-text.json` and `launcher-limits-text.json` (the newcomer components' words in the locale being built only:
 * src/lib/newcomerText.ts).
 */
export const GENERATED_ALIAS = '@site-generated';

/** Module alias of the address card's live status (see `webpackConfig`). */
export const STATUS_ALIAS = '@server-status';

/** Each data file pages may import, with its validated content (what yaml-loader.cjs hands them). */
export function validatedFiles(content: Omit<LoadedData, 'changeLog'>): [file: string, data: unknown][] {
  return [
    ...content.plugins.map((p): [string, unknown] => [`data/plugins/${p.id}.yml`, p]),
    ['data/clerk-commands.yml', content.clerk],
    ['data/java-versions.yml', content.javaVersions],
    ['data/server-builds.yml', content.serverBuilds],
    ['data/ops.yml', {ops: content.ops}],
    ...content.screens.map((set): [string, unknown] => [`data/screens/${set.id}.yml`, set]),
    ['data/game-messages.yml', content.gameMessages],
  ];
}

/**
 * The components' words in `locale` only (i18n/<locale>/site-text.json), by the name of the
 * generated file each is written to (src/lib/newcomerText.ts): the newcomer boxes, the launcher
 * warnings, durations, the chat, Adoptium and official-launcher pictures. e2e/lib/pageLanguage.ts reads the same.
 */
export function newcomerWordFiles(
  content: Pick<LoadedData, 'screens' | 'javaVersions' | 'clerk' | 'gameMessages'>,
  locale: string,
): Record<string, unknown> {
  const hmcl = content.screens.find((set) => set.id === 'hmcl');
  if (!hmcl) throw new Error('data/screens/hmcl.yml: no label set with id "hmcl"');
  const siteLocale = locales.find((l) => l === locale) ?? defaultLocale;
  const facts = stepFacts(
    community.gameVersion,
    content.javaVersions,
    clientVersionsOf(community),
    community.newestClientVersion,
  );
  const geyser = geyserRange(content.gameMessages, siteLocale);
  const newcomer = newcomerText(siteLocale, facts, botBrief(content.clerk), geyser);
  return {
    'newcomer-text.json': newcomer,
    // The steps' titles alone, for the "Next step" card every doc page's paginator may show: the
    // whole newcomer-text.json there put 12.8 KB (3.2 KB gzip) into the chunk of every doc.
    'step-titles.json': newcomer.stepTitle,
    // The paths' names, which label the "Next" cards where the paths part for a reader whose path is
    // not known (src/theme/DocItem/Paginator).
    'path-names.json': {
      names: newcomer.pathName,
      words: {javaEdition: newcomer.words.javaEdition, listSeparator: newcomer.words.listSeparator},
    },
    'launcher-limits-text.json': launcherLimitsText(siteLocale, hmcl),
    // The Bedrock step's {bedrockRule}: which Bedrock versions get in, without how to compare them
    // (bedrockRuleText `brief`): the step links to the join page's version section, which has it.
    'newcomer-paths-text.json': {
      ...newcomerPathsText(siteLocale),
      bedrockVersionRule: geyser ? bedrockRuleText(siteLocale, geyser, {brief: true}) : null,
      // The releases themselves, for the hero's version line (src/components/Newcomer/ServerVersion.tsx).
      bedrockRange: {oldest: geyser.oldest, newest: geyser.newest},
      // What the game says to a player not yet on the whitelist, which the joining steps quote.
      whitelistRefusal: messageIn(content.gameMessages, 'spigot-whitelist', siteLocale),
    },
    'newcomer-java-text.json': newcomerJavaText(siteLocale),
    'time-units.json': inLocale(siteTexts.time, siteLocale),
    'chat-exchange-text.json': inLocale(siteTexts.chatExchange, siteLocale),
    'adoptium-choice-text.json': inLocale(siteTexts.adoptiumChoice, siteLocale),
    'official-launcher-text.json': inLocale(siteTexts.officialLauncher, siteLocale),
  };
}

/**
 * The ranks a command table offers to filter by (`@site-generated/ranks.json`), in `locale`, each
 * with every permission it has (inherited too); none when `commandsByRank` is off or data/ranks.yml
 * is missing.
 */
export function rankViews(content: Pick<LoadedData, 'ranks'>, locale: string): RankView[] {
  if (!community.commandsByRank.enabled || !content.ranks) return [];
  const ranks = content.ranks.ranks;
  return ranks.map((rank) => ({
    id: rank.id,
    label: textIn(rank.label, locale),
    permissions: rankPermissions(ranks, rank.id),
  }));
}

/**
 * The rules check of the application helper (`@site-generated/rules-quiz.json`) in `locale`; none
 * when `applicationHelper` is off or data/rules-quiz.yml is missing.
 */
export function quizViews(content: Pick<LoadedData, 'rulesQuiz'>, locale: string): QuizView[] {
  if (!community.applicationHelper.enabled || !content.rulesQuiz) return [];
  return content.rulesQuiz.questions.map((q) => ({
    rule: `${content.rulesQuiz!.rulesPage}#${q.rule}`,
    question: textIn(q.question, locale),
    options: q.options.map((option) => textIn(option, locale)),
    answer: q.answer,
    why: textIn(q.why, locale),
  }));
}

/** The side, in blocks, of the claim the pages price as an example (10 × 10, and 10 high where that counts). */
const CLAIM_EXAMPLE = 10;

/**
 * What claiming land costs (`@site-generated/claim-cost.json`, <ClaimCost />), in `locale`: from
 * data/plugins/residence.yml `claimCost`, which its schema requires; null without that file.
 */
export function claimCostView(content: Pick<LoadedData, 'plugins'>, locale: string): ClaimCostView | null {
  const residence = content.plugins.find((p) => p.id === 'residence');
  const cost = residence?.claimCost;
  if (!residence || !cost) return null;
  // The balance command of whichever plugin file has one (CMI's `balance` in the sample).
  const economy = content.plugins.find((p) => p.commands.some((c) => c.id === 'balance'));
  return {
    perBlock: cost.perBlock,
    countsHeight: cost.countsHeight,
    currency: textIn(cost.currency, locale),
    sizeCommand: commandToType(residence, 'select-size'),
    example: claimPrice(cost, CLAIM_EXAMPLE, CLAIM_EXAMPLE, CLAIM_EXAMPLE),
    ...(cost.startingBalance !== undefined && {startingBalance: cost.startingBalance}),
    ...(economy && {balanceCommand: commandToType(economy, 'balance')}),
    ...(cost.earning && {earning: textIn(cost.earning, locale)}),
  };
}

/** What "Can I join with my version?" compares with (`@site-generated/join-check.json`); null when off. */
export function joinFacts(content: Pick<LoadedData, 'gameMessages'>): JoinFacts | null {
  if (!community.joinCheck.enabled) return null;
  return {
    gameVersion: community.gameVersion,
    clientVersions: clientVersionsOf(community),
    newestClientVersion: newestClientOf(community) ?? null,
    geyserBedrock: content.gameMessages.geyserBedrock,
    geyserBedrockOldest: content.gameMessages.geyserBedrockOldest,
  };
}

/** Writes the generated modules of a locale; returns the folder they are in. */
export async function writeModules(
  content: LoadedData,
  locale: string,
  actions: PluginContentLoadedActions,
): Promise<string> {
  const file = await actions.createData('changelog.json', JSON.stringify(content.changeLog));
  await actions.createData('bedrock-link.json', JSON.stringify(bedrockLinkData(locale)));
  await actions.createData('bot-brief.json', JSON.stringify(botBrief(content.clerk)));
  await actions.createData('ranks.json', JSON.stringify(rankViews(content, locale)));
  await actions.createData('rules-quiz.json', JSON.stringify(quizViews(content, locale)));
  await actions.createData('join-check.json', JSON.stringify(joinFacts(content)));
  await actions.createData('claim-cost.json', JSON.stringify(claimCostView(content, locale)));
  for (const [name, words] of Object.entries(newcomerWordFiles(content, locale)))
    await actions.createData(name, JSON.stringify(words));
  // Validated copies of the data files pages import (read by yaml-loader.cjs).
  for (const [name, data] of validatedFiles(content))
    await actions.createData(`${name}.json`, JSON.stringify(data));
  return path.dirname(file);
}

/** The bundler's aliases of the modules above, and the loader of the data files. */
export function webpackConfig(siteDir: string, generatedDir: string) {
  return {
    resolve: {
      alias: {
        [GENERATED_ALIAS]: generatedDir,
        // The address card's live status, or a component that renders nothing (and ships no
        // status code) when config/community.ts turns it off.
        [STATUS_ALIAS]: path.join(
          siteDir,
          'src/components/ServerStatus',
          community.serverStatus.enabled ? 'CardStatus.tsx' : 'Off.tsx',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.ya?ml$/,
          include: [path.join(siteDir, 'data')],
          type: 'javascript/auto',
          use: [
            {
              loader: path.join(siteDir, 'plugins/yaml-loader.cjs'),
              options: {siteDir, generatedDir},
            },
          ],
        },
      ],
    },
  };
}
