import {siteTexts, type SiteTexts} from '../../../config/siteTexts';
import {inLocale} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/chat-exchange-text.json (the chat picture's words). */
export default perTestLocale<SiteTexts['chatExchange']>((locale) => inLocale(siteTexts.chatExchange, locale));
