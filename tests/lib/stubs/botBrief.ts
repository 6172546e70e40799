import {loadCommunityData} from '../../../plugins/community-data';
import {botBrief} from '../../../src/lib/commands';
import path from 'node:path';

/** Stand-in for @site-generated/bot-brief.json: the same brief, made from data/clerk-commands.yml. */
export default botBrief(loadCommunityData(path.resolve(__dirname, '../../..')).clerk);
