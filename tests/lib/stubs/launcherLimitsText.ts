import path from 'node:path';
import {loadCommunityData} from '../../../plugins/community-data';
import {launcherLimitsText, type LauncherLimitsText} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

const hmcl = loadCommunityData(path.resolve(__dirname, '../../..')).screens.find((s) => s.id === 'hmcl')!;

/** Stand-in for @site-generated/launcher-limits-text.json. */
export default perTestLocale<LauncherLimitsText>((locale) => launcherLimitsText(locale, hmcl));
