export type MessageSource = 'java' | 'spigot' | 'bedrock' | 'geyser';
/** Where a message's text comes from (data/game-messages.yml, `source`). */
export const MESSAGE_SOURCES: readonly MessageSource[] = ['java', 'spigot', 'bedrock', 'geyser'];

export interface GameMessage {
  /** Lowercase ASCII and `-`, unique; pages name messages by it. */
  id: string;
  source: MessageSource;
  /** The key in the program's language file (or config file). */
  key: string;
  en: string;
  /** The Chinese text, where the program has one (Spigot's defaults are English only). */
  zh?: string;
}

export interface GameMessages {
  /** The Java Edition version the `java` texts were taken from. */
  javaVersion: string;
  /** The Bedrock Edition version the `bedrock` texts were taken from. */
  bedrockVersion: string;
  messages: GameMessage[];
}
