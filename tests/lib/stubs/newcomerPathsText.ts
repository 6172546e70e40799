import path from 'node:path';
import {newcomerPathsText} from '../../../src/lib/newcomerText';
import boxes, {perTestLocale} from './newcomerText';
import {labelText, type LabelSet} from '../../../src/lib/screenLabels';
import {loadCommunityData} from '../../../plugins/community-data';

const hmcl = loadCommunityData(path.resolve(__dirname, '../../..')).screens.find(
  (set) => set.id === 'hmcl',
) as LabelSet;

/** Stand-in for @site-generated/newcomer-paths-text.json. */
export default perTestLocale((locale) => ({
  ...newcomerPathsText(locale),
  bedrockVersionRule: boxes.bedrockVersionRule,
  hmclOffline: labelText(hmcl, 'account.methods.offline', locale),
}));
