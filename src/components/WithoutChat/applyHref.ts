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

/**
 * The application email's body, with the name and edition left for the reader: the name's field
 * empty and what to write there below the fields (strict reading 50: the instructions in brackets
 * inside the field read as text to send along).
 */
export function applicationBody(locale: SiteLocale): string {
  const t = text.withoutChat;
  const fields = translate(
    {
      id: 'application.emailBody',
      message: '游戏里的名字：{name}\n版本：{edition}\n服务器：{server}',
      description: 'The email to the admins: the name as the game shows it (no bot syntax)',
    },
    {name: '', edition: t.emailEditions, server: textIn(config.serverName, locale)},
  );
  // No space left after the empty field's label ("In-game name: ").
  return `${fields.replace(/[ \t]+$/gm, '')}\n\n${t.emailName}`;
}

/** The application email's subject. */
export function applicationSubject(): string {
  return translate({id: 'application.emailSubject', message: '白名单申请'});
}

/** The application email to `address`, with the name and edition left for the reader. */
export function applicationTemplate(address: string, locale: SiteLocale): string {
  return applicationEmail(address, applicationSubject(), applicationBody(locale));
}

/** The link for applying through `contact`: the ready-made email, or the form's address. */
export function applyHref(contact: OtherContact, locale: SiteLocale): string {
  return contact.kind === 'email' ? applicationTemplate(contact.address, locale) : contactHref(contact);
}
