import path from 'node:path';
import {loadCommunityData} from '../../../plugins/community-data';
import {claimCostView} from '../../../plugins/community-data/modules';
import type {CommandFile} from '../../../src/lib/commands';
import {perTestLocale} from './newcomerText';

const data = loadCommunityData(path.resolve(__dirname, '../../..'));

/**
 * Stand-in for @site-generated/claim-cost.json: the same view, from data/plugins/residence.yml, in
 * the locale the test renders in. A test may set `globalThis.__claimCostPlugins` to other plugin
 * files (another community's prices) and render again.
 */
export default perTestLocale((locale) => {
  const plugins = (globalThis as {__claimCostPlugins?: CommandFile[]}).__claimCostPlugins ?? data.plugins;
  return claimCostView({plugins}, locale) ?? {};
});
