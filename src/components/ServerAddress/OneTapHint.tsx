import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import bedrockLink from '@site-generated/bedrock-link.json';

/**
 * On the Bedrock join page, before the hand-made steps: where the card's one-tap link does not work,
 * the steps below (only when the community has it, config/community.ts `bedrockLink`). What the
 * link does is said under the card itself; the hint said it again (issue 45's reading).
 */
export default function OneTapHint(): ReactNode {
  if (!bedrockLink) return null;
  return (
    <p data-one-tap-hint="">
      <Translate
        id="serverAddress.oneTap.hint"
        values={{
          link: (
            <strong>
              <Translate id="serverAddress.oneTap.link">一键添加到基岩版</Translate>
            </strong>
          ),
        }}
      >
        {'上面卡片里的 {link} 用不了时（例如在 QQ 或微信里打开的页面），照下面的步骤手动添加。'}
      </Translate>
    </p>
  );
}
