import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import bedrockLink from '@site-generated/bedrock-link.json';

/**
 * On the Bedrock join page, before the hand-made steps: the card's one-tap link is the easiest way
 * on a phone (only when the community has it, config/community.ts `bedrockLink`).
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
        {
          '在手机或平板上，最简单的是点上面卡片里的 {link}：游戏会打开并把服务器加进列表，在列表里点它就能进入。这个链接用不了时（例如在 QQ 或微信里打开的页面、游戏主机），照下面的步骤手动添加。'
        }
      </Translate>
    </p>
  );
}
