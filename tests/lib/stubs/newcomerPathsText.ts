import {newcomerPathsText} from '../../../src/lib/newcomerText';
import boxes, {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/newcomer-paths-text.json. */
export default perTestLocale((locale) => ({
  ...newcomerPathsText(locale),
  bedrockVersionRule: boxes.bedrockVersionRule,
}));
