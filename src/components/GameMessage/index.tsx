import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import data from '@site/data/game-messages.yml';
import type {GameMessages} from '@site/src/lib/gameMessages';

const messages = data as GameMessages;

/** A message of data/game-messages.yml by id; the build fails on an unknown id. */
export function gameMessage(id: string): GameMessages['messages'][number] {
  const found = messages.messages.find((m) => m.id === id);
  if (!found) throw new Error(`data/game-messages.yml: no message with id "${id}"`);
  return found;
}

const oneLine = (text: string) => text.replace(/\n/g, ' ');

/**
 * A game's message as the player sees it, from data/game-messages.yml: on the
 * Chinese site 「中文」 followed by the English original, on the English site
 * the English text (a program with no Chinese text shows English on both).
 */
export default function GameMessage({id}: {id: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const m = gameMessage(id);
  if (i18n.currentLocale === 'en' || !m.zh) {
    return (
      <code className="game-message" data-message={id}>
        {oneLine(m.en)}
      </code>
    );
  }
  // Chinese quotation marks around the game's text, then the English original in brackets.
  const [open, close] = [`「${oneLine(m.zh)}」（`, '）'];
  return (
    <span className="game-message" data-message={id}>
      {open}
      <code>{oneLine(m.en)}</code>
      {close}
    </span>
  );
}

/** The game versions the messages were taken from. */
export function MessagesVersion({edition = 'java'}: {edition?: 'java' | 'bedrock'}): ReactNode {
  return edition === 'bedrock' ? messages.bedrockVersion : messages.javaVersion;
}
