import {newcomerJavaText, type NewcomerJavaText} from '../../../src/lib/newcomerText';
import {perTestLocale} from './newcomerText';

/** Stand-in for @site-generated/newcomer-java-text.json. */
export default perTestLocale<NewcomerJavaText>(newcomerJavaText);
