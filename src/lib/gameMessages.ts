import {DataError} from './dataError';

export type MessageSource = 'java' | 'spigot' | 'bedrock' | 'geyser';
const SOURCES: readonly MessageSource[] = ['java', 'spigot', 'bedrock', 'geyser'];

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

/** Check the parsed YAML of data/game-messages.yml; throws DataError naming entry and field. */
export function validateGameMessages(data: unknown, file = 'data/game-messages.yml'): GameMessages {
  if (typeof data !== 'object' || data === null) {
    throw DataError.file(file, 'must be a mapping with javaVersion, bedrockVersion and messages');
  }
  const d = data as Record<string, unknown>;
  for (const field of ['javaVersion', 'bedrockVersion'] as const) {
    if (typeof d[field] !== 'string' || !/^\d+(\.\d+){1,2}$/.test(d[field])) {
      throw new DataError(file, '(root)', field, 'must be a version like "1.21.4"');
    }
  }
  if (!Array.isArray(d.messages) || d.messages.length === 0) {
    throw new DataError(file, '(root)', 'messages', 'must be a non-empty list');
  }
  const seen = new Set<string>();
  const messages = d.messages.map((raw, index): GameMessage => {
    const m = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const entry = `message ${index + 1}${typeof m.id === 'string' ? ` (${m.id})` : ''}`;
    if (typeof m.id !== 'string' || !/^[a-z0-9-]+$/.test(m.id)) {
      throw new DataError(file, entry, 'id', 'must be lowercase ASCII letters, digits and "-"');
    }
    if (seen.has(m.id)) throw new DataError(file, entry, 'id', 'is used twice');
    seen.add(m.id);
    if (!SOURCES.includes(m.source as MessageSource)) {
      throw new DataError(file, entry, 'source', `must be one of ${SOURCES.join(', ')}`);
    }
    for (const field of ['key', 'en'] as const) {
      if (typeof m[field] !== 'string' || m[field].trim() === '') {
        throw new DataError(file, entry, field, 'must be a non-empty string');
      }
    }
    if (m.source !== 'spigot' && (typeof m.zh !== 'string' || m.zh.trim() === '')) {
      throw new DataError(file, entry, 'zh', 'must be the Chinese text from the zh_cn language file');
    }
    return {
      id: m.id,
      source: m.source as MessageSource,
      key: m.key as string,
      en: m.en as string,
      ...(typeof m.zh === 'string' ? {zh: m.zh} : {}),
    };
  });
  return {javaVersion: d.javaVersion as string, bedrockVersion: d.bedrockVersion as string, messages};
}
