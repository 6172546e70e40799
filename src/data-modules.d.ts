// Data files imported by pages (see plugins/yaml-loader.cjs and plugins/community-data/): each
// arrives validated, in the shape its schema (plugins/schemas/data.ts) gives it.
declare module '@site/data/java-versions.yml' {
  const ranges: import('./lib/javaVersions').JavaRange[];
  export default ranges;
}

declare module '@site/data/server-builds.yml' {
  const builds: import('./lib/serverBuilds').ServerBuild[];
  export default builds;
}

declare module '@site/data/ops.yml' {
  const roster: import('./lib/ops').OpsFile;
  export default roster;
}

declare module '@site/data/game-messages.yml' {
  const messages: import('./lib/gameMessages').GameMessages;
  export default messages;
}

declare module '@site/data/clerk-commands.yml' {
  const commands: import('./lib/commands').CommandFile;
  export default commands;
}

declare module '@site/data/plugins/*.yml' {
  const commands: import('./lib/commands').CommandFile;
  export default commands;
}

declare module '@site/data/screens/*.yml' {
  const labels: import('./lib/screenLabels').LabelSet;
  export default labels;
}

declare module '@site-generated/changelog.json' {
  const log: import('./lib/changelog').ChangeLog;
  export default log;
}

declare module '@site-generated/claim-cost.json' {
  const cost: import('./lib/commands').ClaimCostView | null;
  export default cost;
}

declare module '@site-generated/join-check.json' {
  const facts: import('./lib/joinCheck').JoinFacts | null;
  export default facts;
}

declare module '@site-generated/rules-quiz.json' {
  const questions: import('./lib/application').QuizView[];
  export default questions;
}

declare module '@site-generated/ranks.json' {
  const ranks: import('./lib/ranks').RankView[];
  export default ranks;
}

declare module '@site-generated/bot-brief.json' {
  const brief: import('./lib/commands').BotBrief;
  export default brief;
}

declare module '@site-generated/newcomer-text.json' {
  const text: import('./lib/newcomerText').NewcomerText;
  export default text;
}

declare module '@site-generated/step-titles.json' {
  const titles: import('./lib/newcomerText').NewcomerText['stepTitle'];
  export default titles;
}

declare module '@site-generated/path-names.json' {
  const text: {
    names: import('./lib/newcomerText').NewcomerText['pathName'];
    words: {javaEdition: string; listSeparator: string};
  };
  export default text;
}

declare module '@site-generated/newcomer-paths-text.json' {
  const text: import('./lib/newcomerText').NewcomerPathsText & {
    bedrockVersionRule: string | null;
    /** What the game says to a player not on the whitelist (data/game-messages.yml `spigot-whitelist`). */
    whitelistRefusal: string;
    /** The Bedrock releases the server's Geyser accepts (data/game-messages.yml). */
    bedrockRange: {oldest: string; newest: string};
  };
  export default text;
}

declare module '@site-generated/launcher-limits-text.json' {
  const text: import('./lib/newcomerText').LauncherLimitsText;
  export default text;
}

declare module '@site-generated/newcomer-java-text.json' {
  const text: import('./lib/newcomerText').NewcomerJavaText;
  export default text;
}

declare module '@site-generated/latest-posts.json' {
  const posts: import('./lib/latestPosts').LatestPost[];
  export default posts;
}

declare module '@site-generated/bedrock-link.json' {
  const link: import('./lib/bedrockLink').BedrockLinkData | null;
  export default link;
}

// The address card's live status: the component, or nothing when config/community.ts turns it
// off (an alias set by plugins/community-data/modules.ts, so a site without it ships none of its code).
declare module '@server-status' {
  const CardStatus: () => import('react').ReactNode;
  export default CardStatus;
}

// prismjs's core alone (src/components/CodeHighlighter/prism.ts); @types/prismjs types the full
// bundle, whose API the core has.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

declare module 'prismjs/components/prism-*';

declare module '@site-generated/time-units.json' {
  const units: import('./lib/newcomer').TimeUnits;
  export default units;
}

declare module '@site-generated/chat-exchange-text.json' {
  const text: import('../config/siteTexts').SiteTexts['chatExchange'];
  export default text;
}

declare module '@site-generated/adoptium-choice-text.json' {
  const text: import('../config/siteTexts').SiteTexts['adoptiumChoice'];
  export default text;
}

declare module '@site-generated/official-launcher-text.json' {
  const text: import('../config/siteTexts').SiteTexts['officialLauncher'];
  export default text;
}
