import {siteTexts, type SiteTexts} from '../../../config/siteTexts';
import {inLocale} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/adoptium-choice-text.json (the Adoptium picture's words). */
export default perTestLocale<SiteTexts['adoptiumChoice']>((locale) =>
  inLocale(siteTexts.adoptiumChoice, locale),
);
