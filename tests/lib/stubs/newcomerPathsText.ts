import path from 'node:path';
import {newcomerPathsText} from '../../../src/lib/newcomerText';
import {loadCommunityData} from '../../../plugins/community-data';
import {messageIn} from '../../../src/lib/gameMessages';
import boxes, {perTestLocale} from './newcomerText';

const data = loadCommunityData(path.resolve(__dirname, '../../..'));

/** Stand-in for @site-generated/newcomer-paths-text.json. */
export default perTestLocale((locale) => ({
  ...newcomerPathsText(locale),
  bedrockVersionRule: boxes.bedrockVersionRule,
  whitelistRefusal: messageIn(data.gameMessages, 'spigot-whitelist', locale),
  bedrockRange: {oldest: data.gameMessages.geyserBedrockOldest, newest: data.gameMessages.geyserBedrock},
}));
