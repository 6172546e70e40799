import type {ReactNode} from 'react';

/**
 * How the site quotes a game's message: on the Chinese site 「中文」 followed by the English original
 * in brackets, else (the English site, or a message with no Chinese text) the English text. No
 * data of its own, so a component that has the texts already (the newcomer box, from
 * newcomer-text.json) quotes a message without bundling data/game-messages.yml.
 */
export default function QuotedMessage({
  en,
  zh,
  id,
}: {
  en: string;
  /** The Chinese text to show, or null where the English is shown alone. */
  zh: string | null;
  id?: string;
}): ReactNode {
  if (!zh) {
    return (
      <code className="game-message" data-message={id}>
        {en}
      </code>
    );
  }
  // Chinese quotation marks around the game's text, then the English original in brackets.
  const [open, close] = [`「${zh}」（`, '）'];
  return (
    <span className="game-message" data-message={id}>
      {open}
      <code>{en}</code>
      {close}
    </span>
  );
}
