/**
 * MDX components for the newcomer pages whose text depends on
 * config/community.ts (`login`, `admission`, `chat`, `javaMirror`…). Each page
 * imports the ones it uses (the home page's list of paths is ./Paths.tsx and the
 * Java page's parts ./Java.tsx, so the other pages do not load them). The text lives in
 * i18n/<locale>/site-text.json (`newcomer`), one file per language, unit-tested without a build; the page
 * gets the words of its own language only (`@site-generated/newcomer-text.json`,
 * src/lib/newcomerText.ts).
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import units from '@site-generated/time-units.json';
import community, {type CommunityConfig, type OtherContact} from '@site/config/community';
import text from '@site-generated/newcomer-text.json';
import {
  accountLinks,
  clientVersionsOf,
  forConfigMatches,
  formatHours,
  FRIENDS_LAUNCHER,
  href,
  LAUNCHER_START,
  MINECRAFT_PROFILE_URL,
  newestClientOf,
  nextStepId,
  nextSteps,
  newcomerPaths,
  PATH_ROWS,
  pathGroupNameIn,
  ROUTES,
  titleFor,
  type Launcher,
  type Locale,
  type PathId,
  type Step,
  type StepId,
} from '@site/src/lib/newcomer';
import {
  chatApp,
  chatWayOffered,
  contactHref,
  contactLabel,
  otherContactFirst,
  withoutChatCase,
  WITHOUT_CHAT_ANCHOR,
  type ContactUse,
  type WithoutChatProps,
} from '@site/src/lib/otherContact';
import {applyHref, type ApplyEdition} from '@site/src/components/WithoutChat/applyHref';
import {useOnBotPage} from '@site/src/components/WithoutChat/onBotPage';
import {rememberedPath, rememberPath} from '@site/src/lib/readerPath';
import {fill} from './fill';
import styles from './styles.module.css';

const config = community as CommunityConfig;

/** The locale of the page being shown (one of config/locale.ts's). */
export function useLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale;
}

export {fill};

/** A bot command in the reader's language: the English alias on the English site. */
export function botCommand(id: string): string {
  const word = text.bot.commands[id];
  if (!word) throw new Error(`data/clerk-commands.yml: no command with id "${id}"`);
  return word;
}

/** The bot's name in the reader's language. */
export function botName(): string {
  return text.bot.name;
}

/**
 * Shows its content only when config/community.ts matches:
 * `login` lists the accepted values (`"skinSite both"`), `admission` is
 * `bot` or `none`. Wrap whole paragraphs or list items, never headings (a
 * hidden heading would still be listed in the table of contents).
 */
export function ForConfig({
  login,
  admission,
  status,
  contact,
  port,
  player,
  check,
  children,
}: {
  login?: string;
  admission?: 'bot' | 'none';
  /** 'on' when the address card shows the server's live status (config `serverStatus.enabled`). */
  status?: 'on' | 'off';
  /** 'other' when the community has another way to reach the admins (config `otherContact`). */
  contact?: 'other' | 'none';
  /** 'other' when the Java Edition port (config `java.port`) is not the game's default, 25565. */
  port?: 'other' | 'default';
  /** 'atSignup' where the skin site's sign-up creates the player (config `skinSite.signup`). */
  player?: 'atSignup' | 'after';
  /** 'on' where the pages show "Can I join with my version?" (config `joinCheck.enabled`). */
  check?: 'on' | 'off';
  children: ReactNode;
}): ReactNode {
  return forConfigMatches({login, admission, status, contact, port, player, check}, config) ? (
    <>{children}</>
  ) : null;
}

/**
 * Which Java Edition versions get a player in: the one statement of the rule (src/lib/newcomerText.ts
 * `versionRuleText`: config `clientVersions`, `gameVersion` and `newestClientVersion`, written by the
 * build), inline so that a page can put it in a paragraph or a list item.
 */
export function VersionRule(): ReactNode {
  return (
    <span data-version-rule={clientVersionsOf(config)} data-newest={newestClientOf(config)}>
      {text.versionRule}
    </span>
  );
}

/**
 * The name prefix the server puts before a Bedrock player's name (config `bedrockNamePrefix`), in
 * code, with the character's name after it when it is a single sign the words name ("." reads as
 * the end of a sentence: a strict reading met "a prefix, ., in front of your name").
 */
export function NamePrefix(): ReactNode {
  const prefix = config.bedrockNamePrefix;
  const name = (text.words.prefixNames as Record<string, string | undefined>)[prefix];
  return (
    <>
      <code data-name-prefix="">{prefix}</code>
      {name && `${text.words.openParen}${name}${text.words.closeParen}`}
    </>
  );
}

/**
 * Which Bedrock Edition versions get a player in: the one statement of the rule
 * (src/lib/newcomerText.ts `bedrockVersionRule`, with the newest release Geyser accepts).
 */
export function BedrockVersionRule(): ReactNode {
  return <span data-bedrock-version-rule="">{text.bedrockVersionRule}</span>;
}

/** The typical whitelist wait, e.g. "2 小时" (empty without a whitelist). */
export function WaitTime(): ReactNode {
  return config.admission.whitelist === 'bot' ? formatHours(config.admission.typicalWaitHours, units) : null;
}

/**
 * The one rule for reading the rules, the same on every page that says it: the rules' one-minute
 * summary is enough, read before applying for the whitelist (without a whitelist, before joining).
 * The join pages (`at="join"`) remind a reader who has not read it yet (strict reading 15: "read it
 * before you join" under "You're in"). The strict newcomer
 * readings (issue 45) met four timings and two scopes ("the whole page", "the summary") on five pages.
 */
export function ReadRules({
  at = 'apply',
  short = false,
}: {
  at?: 'apply' | 'join';
  short?: boolean;
}): ReactNode {
  // The join pages say it where the reader is already in, or about to be: a reminder, whatever the admission.
  const when = at === 'join' ? 'reminder' : config.admission.whitelist === 'bot' ? 'apply' : 'join';
  // `short`: in each row of the newcomer path, where the whole sentence came back five times on one
  // screen (strict reading 16); only before applying.
  const words =
    short && when === 'apply'
      ? text.boxText.readRulesShort
      : {
          apply: text.boxText.readRulesApply,
          join: text.boxText.readRulesJoin,
          reminder: text.boxText.readRulesReminder,
        }[when];
  return (
    <span data-read-rules={when}>
      {fill(words, {rules: <Link to={ROUTES.rules}>{text.boxText.readRulesLink}</Link>})}
    </span>
  );
}

/**
 * A link back to the newcomer path on the home page: for a reader whose path is known (the row
 * they last opened, src/lib/readerPath.ts), to that row, which the address opens; in the HTML and for
 * anyone else, to the list. The rules page sends readers back to apply with it (strict reading 24:
 * "go back to your line" landed on the list with every row folded).
 */
export function PathLink({children}: {children: ReactNode}): ReactNode {
  const path = useIsBrowser() ? rememberedPath() : undefined;
  return (
    <Link
      to={`${PATH_ROWS.page}#${path ? PATH_ROWS.row(path) : PATH_ROWS.section}`}
      data-path-link={path ?? ''}
    >
      {children}
    </Link>
  );
}

/** When to remind the admins of a pending application. */
export function RemindAfter(): ReactNode {
  return config.admission.whitelist === 'bot' ? formatHours(config.admission.remindAfterHours, units) : null;
}

/**
 * For a reader who applies the other way (config `otherContact`), after a sentence giving the chat's
 * wait: how soon the admins answer that way (`replyWithinHours`), or with `followUp`, what to do when
 * that time has passed (instead of the chat's `#wl-status` and reminder). Nothing without another
 * way, without a whitelist, or (`followUp` aside) without an answer time. Starts with the gap between
 * two sentences.
 */
export function OtherWait({followUp = false}: {followUp?: boolean}): ReactNode {
  const contact = config.otherContact;
  if (!contact || !chatWayOffered(config)) return null;
  const hours = contact.replyWithinHours;
  if (hours === undefined && !followUp) return null;
  const t = text.otherWait;
  const template = !followUp ? t.wait : hours === undefined ? t.followUpUntimed : t.followUp;
  return (
    <span data-other-wait={followUp ? 'follow-up' : 'wait'}>
      {text.words.sentenceGap}
      {fill(template, {
        route: t.route[contact.kind],
        again: t.again[contact.kind],
        reply: hours === undefined ? '' : formatHours(hours, units),
      })}
    </span>
  );
}

/**
 * One sentence on the whitelist: how long it takes in the chat, and for a reader who applied the
 * other way, what to do when its answer time has passed (<OtherWait followUp />); or that there is none.
 * `link`: pages that only send the reader to apply give a link to the bot page's "How long it
 * takes" for the chat instead (the times are said where the reader applies or waits, not on every
 * page); the other way's follow-up stays inline, as that reader has no use for the bot page.
 * Where there is another way, the chat's sentence is marked as the chat's (src/lib/chatWay.ts), so a
 * reader who chose the other way reads only its follow-up (strict readings 60: after "Without QQ",
 * the group's 2 hours and `#wl-status` still stood beside the email).
 */
export function WhitelistWait({link = false}: {link?: boolean}): ReactNode {
  const admission = config.admission;
  const chatBranch = chatWayOffered(config) ? 'chat' : undefined;
  if (link && admission.whitelist === 'bot') {
    return (
      <p data-admission={admission.whitelist} data-wait-link="">
        <span data-chat-branch={chatBranch}>
          {fill(text.whitelistText.waitLink, {
            // The chat's usual wait said here, not only behind the link (a strict reading, issue 45: "both
            // ways work just as well" hid that one answers in hours and the other in a day).
            wait: formatHours(admission.typicalWaitHours, units),
            link: <Link to={`${ROUTES.bot}#review-time`}>{text.whitelistText.waitLinkText}</Link>,
          })}
        </span>
        <OtherWait followUp />
      </p>
    );
  }
  return (
    <p data-admission={admission.whitelist}>
      {admission.whitelist === 'bot' ? (
        <>
          <span data-chat-branch={chatBranch}>
            {fill(text.whitelistText.wait, {
              wait: formatHours(admission.typicalWaitHours, units),
              remind: formatHours(admission.remindAfterHours, units),
              // The bot page's advice, here too (strict reading 30: this page only said to remind).
              status: <code>{botCommand('wl-status')}</code>,
            })}
          </span>
          <OtherWait followUp />
        </>
      ) : (
        text.whitelistText.none
      )}
    </p>
  );
}

/** The chat's app as players search for it ("QQ"), or the channel's name (src/lib/otherContact.ts `chatApp`). */
export function ChatApp(): ReactNode {
  return chatApp(config, useLocale());
}

/**
 * The whitelist command to send, with the reader's name as a placeholder. The placeholder is a
 * <var> (italic, dotted underline) so that it reads as "your name here", not as words to send;
 * Bedrock's ` be` after it is sent as written.
 */
export function WhitelistCommand({edition = 'java'}: {edition?: 'java' | 'bedrock'}): ReactNode {
  const name = edition === 'bedrock' ? text.words.gamertag : text.words.playerName;
  const [, placeholder = name, literal = ''] = /^(.*?)( be)?$/.exec(name) ?? [];
  // One line: a command broken after its word reads as two (the reader types it as they see it).
  return (
    <code className="command-line">
      {`${botCommand('wl-apply')} `}
      <var>{placeholder}</var>
      {literal}
    </code>
  );
}

/**
 * "Which account gets me in?", answered from `login`, with only what fits the page: `edition` keeps
 * one edition's answer (a Bedrock page needs no Java accounts); the links to the set-up steps are in
 * HMCL and in PCL, or in `launcher` only (a launcher's own page), or left out (`links={false}`: pages
 * that only name the accounts, before the reader has chosen a launcher). Java Edition only: Bedrock
 * has nothing to set up. On a launcher's own page (`launcher`) the reader is about to add an
 * account, so the box asks "which account do I add?" and answers it as a choice (`accountChoice`),
 * instead of stating again what getting started said.
 */
export function AccountAnswer({
  edition,
  launcher,
  links = true,
  inline = false,
}: {
  edition?: 'java' | 'bedrock';
  launcher?: Launcher;
  links?: boolean;
  /** The answer alone, inside a sentence or a list item: no question, no box, no links. */
  inline?: boolean;
}): ReactNode {
  const locale = useLocale();
  const skinSite = config.skinSite.label[locale];
  const java = edition !== 'bedrock';
  const bedrock = edition !== 'java';
  const shown = java && links && !inline ? accountLinks(config.login, launcher) : [];
  const choice = java && !bedrock && launcher !== undefined && !inline;
  const words = choice ? text.accountChoice : text.accountAnswer;
  const answer = (
    <>
      {java && fill(words[config.login], {skinSite})}
      {java && bedrock && ' '}
      {bedrock && text.accountAnswer.bedrock}
    </>
  );
  if (inline) {
    return (
      <span data-login={java ? config.login : undefined} data-account-answer={edition ?? 'both'}>
        {answer}
      </span>
    );
  }
  return (
    <div
      className={styles.answer}
      data-login={java ? config.login : undefined}
      data-account-answer={edition ?? 'both'}
      data-account-choice={choice ? '' : undefined}
      data-launcher={shown.length > 0 ? (launcher ?? 'both') : undefined}
    >
      <p>
        <strong>{words.question}</strong> {answer}
      </p>
      {shown.length > 0 && (
        // One item an account: a Microsoft account's sign-ins; the skin site's registration, then its
        // sign-ins (strict reading 47: "register on the skin site" between the two sign-in links read
        // as a third account).
        <ul className={styles.inlineList}>
          {(['microsoft', 'skin'] as const).map((account) => {
            const group = shown.filter((link) => link.id.startsWith(account));
            if (group.length === 0) return null;
            const register = group.find((link) => link.id === 'skinRegister');
            const signIns = group.filter((link) => link !== register);
            const linkTo = (link: (typeof shown)[number], lower: boolean) => {
              const words = text.accountHowTo[link.id];
              return (
                <Link to={link.to} data-account-link={link.id}>
                  {lower ? inSentence(words) : words}
                </Link>
              );
            };
            return (
              <li key={account} data-account-group={account}>
                {register && linkTo(register, false)}
                {register && signIns.length > 0 && text.boxText.handoverThen}
                {signIns.map((link, i) => (
                  <Fragment key={link.id}>
                    {i > 0 && ' / '}
                    {linkTo(link, Boolean(register))}
                  </Fragment>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** " (Using PCL: signing in with PCL)" after a step that PCL does its own way (`Step.also`). */
export function AlsoIn({step}: {step: Step}): ReactNode {
  if (!step.also) return null;
  const {launcher, page, hash} = step.also;
  const also = text.alsoText[launcher];
  return (
    <>
      {text.words.openParen}
      {fill(also.intro, {
        link: (
          <Link to={`${page}#${hash}`} data-also-launcher={launcher}>
            {also.link}
          </Link>
        ),
      })}
      {text.words.closeParen}
    </>
  );
}

/**
 * "by writing to <the contact>" in the page's language, the contact linked: applying by email opens
 * the ready-made application email. The one wording of the other way, for the apply and help lines
 * (here and in <WithoutChat>) and the still-stuck box.
 */
export function contactHow(
  contact: OtherContact,
  use: ContactUse,
  locale: Locale,
  /** Applying for one edition (a newcomer row, a join page): the email comes with it filled in. */
  edition?: ApplyEdition,
): ReactNode {
  const link = (
    <Link
      href={use === 'apply' ? applyHref(contact, locale, edition) : contactHref(contact)}
      data-other-contact={contact.kind}
    >
      {contactLabel(contact, locale)}
    </Link>
  );
  return <>{fill(text.withoutChat[contact.kind], {link})}</>;
}

/**
 * "You can also … {the other contact}": config/community.ts `otherContact`, for applying or for
 * help, in the words of src/lib/otherContact.ts (the same as <WithoutChat>), without its "No QQ?"
 * lead: these lines sit in boxes that repeat from page to page (the newcomer rows, the end-of-page
 * box, the HMCL region note), and the page's own <WithoutChat> says it once; `brief`: applying
 * in one line, linking to the full form on the bot page. Nothing when no other contact is
 * configured, or when there is nothing to apply for.
 */
/** Each use's words said as the way itself, not as "You can also…" (applying has its brief forms). */
const FIRST = {
  apply: 'applyFirst',
  help: 'helpFirst',
  appeal: 'appealFirst',
  status: 'statusFirst',
  ask: 'askFirst',
  report: 'reportFirst',
} as const satisfies Record<ContactUse, string>;

/** Whose name a brief apply line asks for: the gamertag, the skin-site player, the profile name, or any. */
const briefFor = (edition: WithoutChatProps['edition'], path: PathId | undefined) =>
  edition === 'bedrock'
    ? 'Bedrock'
    : path === 'java-skin'
      ? 'Skin'
      : path === 'java-microsoft'
        ? 'Microsoft'
        : '';

/**
 * Which languages the admins read applications in (config `otherContact.languages`), after a
 * sentence: in the full application steps and beside every one-line form of applying.
 */
export function ApplyLanguages(): ReactNode {
  const locale = useLocale();
  const sentence = config.otherContact?.languages?.[locale];
  return (
    sentence && (
      <span data-apply-languages="">
        {text.words.sentenceGap}
        {sentence}
      </span>
    )
  );
}

export function OtherContactLine({
  use,
  brief = false,
  edition,
  first = false,
  replyTime = true,
  path,
}: WithoutChatProps & {
  /** Said before the chat's way, not as an alternative to it ("Apply…", not "You can also apply…"). */
  first?: boolean;
  /**
   * The newcomer row it sits in: the brief line then says which name to write (the skin-site player,
   * not an old offline name; the Microsoft account's profile name and where to see it), as the row's
   * chat line does (a strict reading, issue 45: one line for every row left each reader guessing).
   */
  path?: PathId;
  /** Says how soon the admins answer (config `otherContact.replyWithinHours`). */
  replyTime?: boolean;
}): ReactNode {
  const locale = useLocale();
  const onBotPage = useOnBotPage();
  const contact = config.otherContact;
  if (!contact || withoutChatCase(config, use) !== 'other') return null;
  const t = text.withoutChat;
  // The application email for the row's edition (a Java row's path, or Bedrock's), filled in.
  const applyEdition: ApplyEdition | undefined =
    edition === 'bedrock' || path === 'bedrock' ? 'bedrock' : edition === 'java' || path ? 'java' : undefined;
  const how = contactHow(contact, use, locale, brief ? applyEdition : undefined);
  // The one-line form of applying, as <WithoutChat use="apply" brief />: what to write is on the bot
  // page (on the bot page itself, the section on applying without the chat, named with its app).
  const more = (
    <Link to={`${ROUTES.bot}#${WITHOUT_CHAT_ANCHOR}`} data-without-chat-more="">
      {fill(onBotPage ? t.applyMoreHere : contact.kind === 'email' ? t.applyMoreEmail : t.applyMore, {
        app: chatApp(config, locale),
      })}
    </Link>
  );
  return (
    <span data-other-contact-line={use}>
      {brief && use === 'apply'
        ? fill(t[`applyBrief${briefFor(edition, path)}${first ? 'First' : ''}`], {
            how,
            more,
            profile: <ProfileLink />,
          })
        : fill(first ? t[FIRST[use]] : t[use], {how})}
      {/* Which languages the admins read, beside the one-line form too, in the languages whose
          readers mostly apply this way (`firstIn`; strict reading 36: an English reader met it on the
          bot page only). Elsewhere the full form says it (strict readings 55 and 56 in Chinese: "English is
          fine" twelve times across the Chinese pages). */}
      {/* On a home row, which languages and how soon on a line of their own (strict reading 73, en: the
          email way was one block of 115 words on a phone). */}
      {path &&
        brief &&
        use === 'apply' &&
        ((contact.firstIn?.includes(locale) && contact.languages?.[locale]) ||
          (replyTime && contact.replyWithinHours !== undefined)) && <br data-reply-break="" />}
      {brief && use === 'apply' && contact.firstIn?.includes(locale) && <ApplyLanguages />}
      {/* The one-line form of applying says what the answer brings (strict reading 19: an
          email applicant read "answer within 24 hours" and wondered how approval arrives). */}
      {replyTime && <ReplyTime apply={brief && use === 'apply'} />}
    </span>
  );
}

/**
 * How soon the admins answer (config/community.ts `otherContact.replyWithinHours`), after a
 * sentence gap; nothing where config does not say. `apply`: what the answer brings (approved or
 * not). By email, also where else to look (strict reading 59: a Bedrock reader without QQ has only
 * the email, and an answer filed as spam reads as none).
 */
export function ReplyTime({apply}: {apply: boolean}): ReactNode {
  const contact = config.otherContact;
  if (contact?.replyWithinHours === undefined) return null;
  const t = text.withoutChat;
  return (
    <span data-reply-time="">
      {text.words.sentenceGap}
      {fill(apply ? t.replyTimeApply : t.replyTime, {reply: formatHours(contact.replyWithinHours, units)})}
      {contact.kind === 'email' && (
        <>
          {text.words.sentenceGap}
          <span data-reply-spam="">{t.replySpam}</span>
        </>
      )}
    </span>
  );
}

/**
 * The end-of-page box: what to send and where, in one sentence: the chat channel and the other
 * contact (if any), the step reached, the exact message and a screenshot, and the page on asking.
 * The strict newcomer readings (issue 45) found it on every newcomer page and too long for a phone
 * once it also taught how to see whether the server is up (the join pages' own sections say that:
 * the Java server list, Bedrock's Servers tab, the address card's status) and the bot's `#status`.
 */
export function StillStuck(): ReactNode {
  const locale = useLocale();
  // Where the language's readers mostly lack the chat's app (`otherContact.firstIn`), the other
  // way comes first, and the chat after it as the alternative.
  const otherFirst = otherContactFirst(config, locale);
  const contact =
    config.otherContact && withoutChatCase(config, 'help') === 'other' ? config.otherContact : null;
  const how = contact && <span data-other-contact-line="help">{contactHow(contact, 'help', locale)}</span>;
  const choice = chatWayOffered(config);
  const help = <Link to={ROUTES.help}>{text.boxText.helpPage}</Link>;
  const words = !how
    ? text.boxText.stillStuck
    : otherFirst
      ? text.boxText.stillStuckOtherFirst
      : text.boxText.stillStuckWithOther;
  return (
    <aside className={styles.box} aria-labelledby="still-stuck-title" data-still-stuck="">
      <p className={styles.boxTitle} id="still-stuck-title">
        {text.boxText.stillStuckTitle}
      </p>
      {/* Where the reader can choose to see only the other way (src/lib/chatWay.ts), the sentence
          naming the chat is the chat's, and the reader who chose the other way reads it without the
          chat (strict reading 63: "Without QQ" promised every page, and this box still named the
          group first). The second sentence is shown by CSS only then, and left out of the search. */}
      <p data-chat-branch={how && choice ? 'chat' : undefined}>
        {fill(words, {
          chat: (
            <Link href={config.chat.url} data-still-stuck-chat="">
              {config.chat.label[locale]}
            </Link>
          ),
          chatId: config.chat.id,
          how,
          help,
        })}
      </p>
      {how && choice && (
        <p data-chat-only="other" data-search-ignore="">
          {fill(text.boxText.stillStuckOther, {how, help})}
        </p>
      )}
    </aside>
  );
}

/**
 * A title inside a sentence: "Apply for …" reads "apply for …" (a name such as HMCL stays). Here, not
 * in src/lib/newcomer.ts, whose module every doc's "Next" cards load.
 */
export const inSentence = (title: string): string =>
  /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;

/**
 * The skin-site path's step just before its launcher step (applying, or registering without a
 * whitelist): its next-step box is where a reader with a friend's launcher reads their case.
 */
function skinPathBeforeLauncher(): StepId | undefined {
  const steps = newcomerPaths(config).find((p) => p.id === 'java-skin')?.steps ?? [];
  return steps[steps.findIndex((s) => s.id === 'account') - 1]?.id;
}

/** The link to minecraft.net's profile page, where a Microsoft account's Java Edition name shows (strict reading 32). */
export function ProfileLink(): ReactNode {
  return (
    <Link to={MINECRAFT_PROFILE_URL} data-profile-link="">
      {text.withoutChat.profileLink}
    </Link>
  );
}

/** The "next step" box of a page on the newcomer path (nothing after the last step). */
export function NextStep({at}: {at: StepId}): ReactNode {
  const next = nextSteps(config, at);
  const brokenLinks = useBrokenLinks();
  if (next.length === 0) return null;
  // Pages link to the box (`#next-step-…`); tell the build's link checker the anchor exists.
  brokenLinks.collectAnchor(nextStepId(at));
  return (
    <nav className={styles.next} aria-labelledby={nextStepId(at)}>
      <p className={styles.boxTitle} id={nextStepId(at)}>
        {text.boxText.nextStepTitle}
      </p>
      <ul>
        {next.map(({paths, step}) => (
          <li key={href(step)}>
            {next.length > 1 && (
              <>
                {pathGroupNameIn(paths, text.pathName, text.words)}
                {text.words.colon}
              </>
            )}
            <Link
              to={href(step)}
              data-next-step={step.id}
              data-paths={paths.join(' ')}
              // A link of one path is the reader's path from here on (src/lib/readerPath.ts).
              onClick={paths.length === 1 ? () => rememberPath(paths[0]!) : undefined}
            >
              {/* Back from a side trip (the Java page): where to carry on, not the step's title ("download HMCL…"). */}
              {at === 'java' ? text.boxText.backFromJava : titleFor(text.stepTitle[step.id], href(step))}
            </Link>
            <AlsoIn step={step} />
            {step.id === 'account' && paths.includes('java-skin') && at === skinPathBeforeLauncher() && (
              // A skin-site reader whose launcher a friend set up: under the step it replaces (strict
              // readings 16 and 17: first in the box, the shortcut read as a second path).
              // One line to the launcher page's section on it (strict readings 80 and 81, both languages:
              // the home row's fold copied here word for word was clutter on a page about applying).
              <p data-have-launcher-next="">
                <Link to={`${ROUTES.launchers}#${FRIENDS_LAUNCHER}`}>{text.boxText.haveLauncherSkip}</Link>
              </p>
            )}
          </li>
        ))}
        {at === 'java' && (
          // A reader sent here before downloading HMCL (on a Mac or Linux, HMCL needs Java to open)
          // starts the guide at its download (strict reading 32: the card skipped past it): an item of
          // its own (reading 34 read the two links run together as one sentence), beside the way back,
          // not under it (reading 57: nested, it read as a footnote to the main exit).
          <li>
            <Link to={`${ROUTES.hmcl}#${LAUNCHER_START.hmcl}`} data-back-download="">
              {text.boxText.backFromJavaDownload}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
