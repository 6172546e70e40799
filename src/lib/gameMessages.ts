type MessageSource = 'java' | 'spigot' | 'bedrock' | 'geyser' | 'network';
/** Where a message's text comes from (data/game-messages.yml, `source`). */
export const MESSAGE_SOURCES: readonly MessageSource[] = ['java', 'spigot', 'bedrock', 'geyser', 'network'];

export interface GameMessage {
  /** Lowercase ASCII and `-`, unique; pages name messages by it. */
  id: string;
  source: MessageSource;
  /** The key in the program's language file (or config file). */
  key: string;
  en: string;
  /** The Chinese text, where the program has one (Spigot's defaults and network errors are English only). */
  zh?: string;
  /** The title of a screen whose next line is the reason ("Failed to connect to the server"). */
  screenTitle?: true;
  /**
   * A network reason's exception classes, as the game writes them before the text
   * (`io.netty.channel.AbstractChannel$AnnotatedConnectException: Connection refused`): a player
   * who pastes the class alone is answered too.
   */
  shownAs?: string[];
  /**
   * Ids of the server's own messages (source `spigot`) sent instead of this game
   * text: pages quote a replaced text only as what a vanilla server says.
   */
  replacedBy?: string[];
}

export interface GameMessages {
  /** The Java Edition version the `java` texts were taken from. */
  javaVersion: string;
  /** The Bedrock Edition release the `bedrock` texts (and the Bedrock pictures' labels) were taken from, e.g. "26.40". */
  bedrockVersion: string;
  /** The newest Bedrock Edition release the server's Geyser accepts. */
  geyserBedrock: string;
  /** The oldest Bedrock Edition release the same Geyser accepts (the first its GameProtocol.java registers). */
  geyserBedrockOldest: string;
  messages: GameMessage[];
}

/** The placeholders a game or plugin fills in: `%s` (the game's language files) and `{0}`, `{1}` … (Spigot, Geyser). */
export const PLACEHOLDER = /%s|\{(\d+)\}/g;

/**
 * A message's text with its placeholders filled in, in order: `%s` takes the
 * next value, `{n}` the n-th. A placeholder without a value stays as written,
 * so a page that gives too few values shows the gap instead of inventing text.
 */
export function fillMessage(text: string, values: readonly string[] = []): string {
  let next = 0;
  return text.replace(PLACEHOLDER, (whole, index: string | undefined) => {
    const value = index === undefined ? values[next++] : values[Number(index)];
    return value ?? whole;
  });
}

/** The placeholders left in a text (`%s`, `{0}` …), for checks that a page filled them all. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[0]);
}

/**
 * A message's first sentence, its end mark kept ("Outdated Geyser proxy!"): what a page quotes
 * inside its own sentence of the message a player sees (the Bedrock version rule's "the game says").
 */
export function firstSentence(text: string): string {
  return /^.*?(?:[!！。?？]|\.(?=\s|$))/u.exec(text)?.[0] ?? text;
}

/**
 * The message `id` of `messages` as a page in `locale` quotes it: the Chinese text on a Chinese page
 * where the program has one, else the English (as <GameMessage> shows it). The build fails on an
 * unknown id, naming the file.
 */
export function messageIn(messages: GameMessages, id: string, locale: string): string {
  const m = messages.messages.find((entry) => entry.id === id);
  if (!m) throw new Error(`data/game-messages.yml: no message with id "${id}"`);
  return locale !== 'en' && m.zh ? m.zh : m.en;
}

/**
 * The Bedrock releases the server's Geyser accepts, and Geyser's own first sentence when a client is
 * newer (`geyser-outdated-proxy`), in `locale`: what Bedrock's version rule says (src/lib/newcomerText.ts).
 */
export function geyserRange(
  messages: GameMessages,
  locale: string,
): {oldest: string; newest: string; outdated: string} {
  return {
    oldest: messages.geyserBedrockOldest,
    newest: messages.geyserBedrock,
    outdated: firstSentence(messageIn(messages, 'geyser-outdated-proxy', locale)),
  };
}
