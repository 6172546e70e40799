import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import community from '@site/config/community';
import text from '@site-generated/newcomer-paths-text.json';
import {fill} from './index';

/**
 * Above the home page's address card (on a phone the card fills the first screen): a newcomer
 * who adds the server at once (the Bedrock one-tap link makes that easy) is refused until the
 * whitelist application is approved, so say so first and point to the newcomer path below
 * (`#start-here`), by the first words of its heading (src/lib/newcomer.ts `homeTitleShort`).
 * Nothing without a whitelist.
 */
export default function ApplyFirst(): ReactNode {
  if (community.admission.whitelist !== 'bot') return null;
  return (
    <p data-apply-first="">
      {fill(text.boxText.applyFirst, {link: <Link to="#start-here">{text.boxText.homeTitleShort}</Link>})}
    </p>
  );
}
