import {newcomerPathsText, type NewcomerPathsText} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/newcomer-paths-text.json. */
export default perTestLocale<NewcomerPathsText>(newcomerPathsText);
