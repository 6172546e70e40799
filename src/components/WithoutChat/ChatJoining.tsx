/**
 * What joining the chat takes (config/community.ts `chat.joining`; nothing without it), where a
 * page tells a reader to join: whether a second wait stands before the whitelist's.
 */
import type {ReactNode} from 'react';
import community, {type CommunityConfig} from '@site/config/community';
import {useLocale} from '@site/src/components/Newcomer';

const config = community as CommunityConfig;

export default function ChatJoining(): ReactNode {
  const locale = useLocale();
  const joining = config.chat.joining?.[locale];
  return joining ? <span data-chat-joining="">{joining}</span> : null;
}
