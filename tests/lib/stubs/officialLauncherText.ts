import {siteTexts, type SiteTexts} from '../../../config/siteTexts';
import {inLocale} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/official-launcher-text.json (the official launcher picture's words). */
export default perTestLocale<SiteTexts['officialLauncher']>((locale) =>
  inLocale(siteTexts.officialLauncher, locale),
);
