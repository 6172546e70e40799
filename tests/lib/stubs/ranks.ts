import path from 'node:path';
import {defaultLocale} from '../../../config/locale';
import {loadCommunityData} from '../../../plugins/community-data';
import {rankViews} from '../../../plugins/community-data/modules';

/** Stand-in for @site-generated/ranks.json: the same ranks, from data/ranks.yml. */
export default rankViews(loadCommunityData(path.resolve(__dirname, '../../..')), defaultLocale);
