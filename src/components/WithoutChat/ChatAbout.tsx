/**
 * What the chat's app is, for readers who have never used it (config/community.ts `chat.about`;
 * nothing without it). The bot page shows it.
 */
import type {ReactNode} from 'react';
import community, {type CommunityConfig} from '@site/config/community';
import {useLocale} from '@site/src/components/Newcomer';

const config = community as CommunityConfig;

export default function ChatAbout(): ReactNode {
  const locale = useLocale();
  const about = config.chat.about?.[locale];
  return about ? <p data-chat-about="">{about}</p> : null;
}
