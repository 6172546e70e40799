import path from 'node:path';
import {loadCommunityData} from '../../../plugins/community-data';
import {joinFacts} from '../../../plugins/community-data/modules';

/** Stand-in for @site-generated/join-check.json: the same facts, from config and data/. */
export default joinFacts(loadCommunityData(path.resolve(__dirname, '../../..')));
