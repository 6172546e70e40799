import path from 'node:path';
import {defaultLocale} from '../../../config/locale';
import {loadCommunityData} from '../../../plugins/community-data';
import {quizViews} from '../../../plugins/community-data/modules';

/** Stand-in for @site-generated/rules-quiz.json: the same questions, from data/rules-quiz.yml. */
export default quizViews(loadCommunityData(path.resolve(__dirname, '../../..')), defaultLocale);
