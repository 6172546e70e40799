import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import bedrockLink from '@site-generated/bedrock-link.json';

/**
 * On the Bedrock join page, before the hand-made steps: where the card's one-tap link does not work,
 * the steps below (only when the community has it, config/community.ts `bedrockLink`). What the
 * link does is said under the card itself; the hint said it again (issue 45's reading). The example
 * of a page opened inside QQ or WeChat (src/lib/inAppBrowser.ts) is the chat's readers' only
 * (src/lib/chatWay.ts): a reader who chose "Without QQ" has neither app (strict reading, Dec 2026).
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
          inApp: (
            <span data-chat-branch="chat">
              <Translate id="serverAddress.oneTap.inApp">（例如在 QQ 或微信里打开的页面）</Translate>
            </span>
          ),
        }}
      >
        {'上面卡片里的 {link} 用不了时{inApp}，照下面的步骤手动添加。'}
      </Translate>
    </p>
  );
}
