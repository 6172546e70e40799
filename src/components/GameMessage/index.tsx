import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import data from '@site/data/game-messages.yml';
import {fillMessage, PLACEHOLDER, type GameMessages} from '@site/src/lib/gameMessages';
import QuotedMessage from './Quoted';

const messages = data as GameMessages;

/** A message of data/game-messages.yml by id; the build fails on an unknown id. */
function gameMessage(id: string): GameMessages['messages'][number] {
  const found = messages.messages.find((m) => m.id === id);
  if (!found) throw new Error(`data/game-messages.yml: no message with id "${id}"`);
  return found;
}

const oneLine = (text: string) => text.replace(/\n/g, ' ');

/**
 * The text as a reader sees it: placeholders the page gives no value for (a ban's reason, the
 * Bedrock versions Geyser lists) are shown as "…", never as a raw `%s` or `{0}`. Only the display
 * changes; the data file keeps the program's own text, which the message lookup matches.
 */
const shown = (text: string, values?: readonly string[]) =>
  oneLine(fillMessage(text, values).replace(PLACEHOLDER, '…'));

/**
 * A game's message as the player sees it, from data/game-messages.yml: on the
 * Chinese site 「中文」 followed by the English original, on the English site
 * the English text (a program with no Chinese text shows English on both).
 * `values` fill the message's placeholders (`%s`, `{0}`) in order, as the
 * game would, e.g. `values={[community.gameVersion]}`; unfilled ones show as "…".
 */
export default function GameMessage({id, values}: {id: string; values?: readonly string[]}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const m = gameMessage(id);
  const zh = i18n.currentLocale === 'en' || !m.zh ? null : shown(m.zh, values);
  return <QuotedMessage en={shown(m.en, values)} zh={zh} id={id} />;
}

/** The game versions the messages were taken from. */
export function MessagesVersion({edition = 'java'}: {edition?: 'java' | 'bedrock'}): ReactNode {
  return edition === 'bedrock' ? messages.bedrockVersion : messages.javaVersion;
}

/** The newest Bedrock Edition release the server's Geyser accepts (data/game-messages.yml). */
export function GeyserBedrock(): ReactNode {
  return messages.geyserBedrock;
}

/** The oldest Bedrock Edition release the server's Geyser accepts (data/game-messages.yml). */
export function GeyserBedrockOldest(): ReactNode {
  return messages.geyserBedrockOldest;
}
