import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community from '@site/config/community';
import text from '@site-generated/newcomer-paths-text.json';
import {acceptsSkinSite, PATH_ROWS} from '@site/src/lib/newcomer';
import {fill} from './index';
import {ApprovalWaits} from './Paths';

/**
 * Above the home page's address card (on a phone the card fills the first screen): a newcomer
 * who adds the server at once (the Bedrock one-tap link makes that easy) is refused until the
 * whitelist application is approved, and one who plays in a launcher's offline mode is refused
 * whatever they do, so say both first and point to the newcomer path below (`#start-here`), by
 * the first words of its heading (src/lib/newcomer.ts `homeTitleShort`). With how long the review
 * takes (strict reading 74, en: the times came only after scrolling and opening a row, and an
 * impatient reader learnt late that he could not play today); the rows below then do not say it again.
 */
export default function ApplyFirst(): ReactNode {
  const link = <Link to={`#${PATH_ROWS.section}`}>{text.boxText.homeTitleShort}</Link>;
  return (
    <>
      {community.admission.whitelist === 'bot' && (
        <p data-apply-first="">{fill(text.boxText.applyFirst, {link, waits: <ApprovalWaits />})}</p>
      )}
      <p data-offline-refused="">
        {acceptsSkinSite(community.login)
          ? fill(text.boxText.applyFirstSkin, {link})
          : text.boxText.applyFirstMicrosoft}
      </p>
    </>
  );
}
