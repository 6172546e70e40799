import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import community from '@site/config/community';

/**
 * Under the home page's address card: a newcomer who adds the server at once (the Bedrock one-tap
 * link makes that easy) is refused until the whitelist application is approved, so say so there
 * and point to the newcomer paths below (`#start-here`). Nothing without a whitelist.
 */
export default function ApplyFirst(): ReactNode {
  if (community.admission.whitelist !== 'bot') return null;
  return (
    <p data-apply-first="">
      <Translate
        id="home.applyFirst"
        values={{
          link: (
            <Link to="#start-here">
              <Translate id="home.applyFirst.link">新手路线</Translate>
            </Link>
          ),
        }}
      >
        {'第一次来？进服前要先申请白名单，否则会被拒绝进入：怎样申请见下面的 {link}。'}
      </Translate>
    </p>
  );
}
