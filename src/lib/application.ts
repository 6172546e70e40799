/**
 * An application that writes itself (issue 48, `applicationHelper` in config/community.ts): a short
 * check of the rules (data/rules-quiz.yml), then the whitelist application exactly as the chat bot
 * takes it (data/clerk-commands.yml, `wl-apply`), or as an email to the admins. Nothing is sent by
 * the site: the reader copies the message or opens their own mail program.
 */
import type {Localized} from '@site/config/community';

export interface QuizQuestion {
  /** The rule's anchor on the rules page, e.g. `rule-3`. */
  rule: string;
  question: Localized;
  options: Localized[];
  /** The right option, counted from 1. */
  answer: number;
  /** Why, shown when another option is picked. */
  why: Localized;
}

export interface RulesQuiz {
  /** The rules page's route, without the locale prefix. */
  rulesPage: string;
  questions: QuizQuestion[];
}

/** A question in the page's language (@site-generated/rules-quiz.json). */
export interface QuizView {
  /** The rule's address: the rules page and the rule's anchor. */
  rule: string;
  question: string;
  options: string[];
  answer: number;
  why: string;
}

export type Edition = 'java' | 'bedrock';

/** Java Edition player names: 3–16 letters, digits or underscores (Mojang's account rules). */
const JAVA_NAME = /^[A-Za-z0-9_]{3,16}$/;

/**
 * The name as the bot takes it, or why it cannot be: a Java name as it is; a Bedrock gamertag
 * without the server's prefix, spaces replaced by underscores (as Floodgate does by default,
 * `replace-spaces: true`, and as the bot's instructions say).
 */
export function applicationName(
  edition: Edition,
  typed: string,
): {name: string} | {problem: 'empty' | 'java' | 'bedrock'} {
  const text = typed.trim();
  if (!text) return {problem: 'empty'};
  if (edition === 'java') return JAVA_NAME.test(text) ? {name: text} : {problem: 'java'};
  // Lenient on purpose (letters, digits and single spaces, at most 16 characters): it catches a
  // pasted sentence or a prefix typed by mistake; the bot and the admins check the rest.
  if (!/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(text) || text.length > 16) return {problem: 'bedrock'};
  return {name: text.replace(/ /g, '_')};
}

/** The bot's whitelist application for this name: its command word, the name, and `be` for Bedrock. */
export function applicationCommand(word: string, edition: Edition, name: string): string {
  return `${word} ${name}${edition === 'bedrock' ? ' be' : ''}`;
}

/** A mailto: link with the application as the email's subject and body (encoded for the address). */
export function applicationEmail(address: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
