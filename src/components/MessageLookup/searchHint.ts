/**
 * For the search box: whether a question looks like a game message, and the address that looks it
 * up on "Why can't I get in?" (src/components/MessageLookup). Loaded with the search's answer, in a
 * chunk of its own with the messages: no page carries it before someone searches.
 */
import community from '@site/config/community';
import data from '@site/data/game-messages.yml';
import type {GameMessages} from '@site/src/lib/gameMessages';
import {matchMessages} from '@site/src/lib/messageMatch';
import {ROUTES} from '@site/src/lib/newcomer';

export function messageLookupHref(question: string): string | null {
  if (!community.messageLookup.enabled) return null;
  if (matchMessages(question, (data as GameMessages).messages, 1).length === 0) return null;
  return `${ROUTES.cannotJoin}?message=${encodeURIComponent(question.slice(0, 400))}#messages`;
}
