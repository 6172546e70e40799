/**
 * Where "apply without the chat" links (src/components/WithoutChat, and the one-line form in the
 * newcomer path, <OtherContactLine>): an email contact opens the application email itself, its
 * subject and the fields the admins need filled in but the name and edition (the same email as
 * the rules check writes, src/components/ApplicationHelper); a form, its page.
 */
import {translate} from '@docusaurus/Translate';
import community, {type CommunityConfig, type OtherContact} from '@site/config/community';
import text from '@site-generated/newcomer-text.json';
import {applicationEmail} from '@site/src/lib/application';
import {contactHref} from '@site/src/lib/otherContact';
import {textIn, type SiteLocale} from '@site/config/locale';

const config = community as CommunityConfig;

/** The edition an application is for, where the link's place knows it (a newcomer row, a join page). */
export type ApplyEdition = 'java' | 'bedrock';

/**
 * The application email's body: the fields the admins need, the name's left empty for the reader,
 * and the edition's too where the link's place does not know it. What to write in them is said on
 * the page beside every link to this email (the full steps' second step, the one-line forms'
 * sentence), never in the email: strict reading 50 found instructions inside a field read as part of
 * the name, readings 57 and 58 did not know whether to send them along, and reading 63 had to
 * delete them on a phone or send them to the admins.
 */
export function applicationBody(locale: SiteLocale, edition?: ApplyEdition): string {
  const t = text.withoutChat;
  const fields = translate(
    {
      id: 'application.emailBody',
      message: '游戏里的名字：{name}\n版本（Java 版或基岩版）：{edition}\n服务器：{server}',
      description: 'The email to the admins: the name as the game shows it (no bot syntax)',
    },
    {
      name: '',
      edition: edition === 'java' ? t.emailEditionJava : edition === 'bedrock' ? t.emailEditionBedrock : '',
      server: textIn(config.serverName, locale),
    },
  );
  // No space left after an empty field's label ("In-game name: ").
  return fields.replace(/[ \t]+$/gm, '');
}

/** The application email's subject. */
export function applicationSubject(): string {
  return translate({id: 'application.emailSubject', message: '白名单申请'});
}

/** The application email to `address`, with the name (and, not given, the edition) left for the reader. */
export function applicationTemplate(address: string, locale: SiteLocale, edition?: ApplyEdition): string {
  return applicationEmail(address, applicationSubject(), applicationBody(locale, edition));
}

/** The link for applying through `contact`: the ready-made email, or the form's address. */
export function applyHref(contact: OtherContact, locale: SiteLocale, edition?: ApplyEdition): string {
  return contact.kind === 'email'
    ? applicationTemplate(contact.address, locale, edition)
    : contactHref(contact);
}
