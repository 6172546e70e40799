import {siteTexts, type SiteTexts} from '../../../config/siteTexts';
import {inLocale} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/time-units.json (TimeUnits (durations)). */
export default perTestLocale<SiteTexts['time']>((locale) => inLocale(siteTexts.time, locale));
