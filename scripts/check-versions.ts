/**
 * `npm run check-versions` (part of `npm run check` and `npm test`): lists the docs and posts
 * written for an older game version than config/community.ts's `gameVersion` (issue 48), to
 * re-check. A list, not a failure; it fails only on a malformed `checked_against`, naming the file.
 */
import community from '../config/community';
import {pagesToRecheck, recheckReport} from '../plugins/lib/versionCheck';

const pages = community.versionNotice.enabled ? pagesToRecheck(process.cwd(), community.gameVersion) : [];
const report = recheckReport(pages, community.gameVersion);
console.log(
  report.length
    ? report.join('\n')
    : `No page is written for an older game version than ${community.gameVersion}.`,
);
