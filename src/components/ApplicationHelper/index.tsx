import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import community from '@site/config/community';
import questions from '@site-generated/rules-quiz.json';
import bot from '@site-generated/bot-brief.json';
import CopyButton from '@site/src/components/CopyButton';
import EditionChoice, {editionName} from '@site/src/components/EditionChoice';
import {applicationCommand, applicationEmail, applicationName, type Edition} from '@site/src/lib/application';
import {textIn} from '@site/config/locale';
import styles from './styles.module.css';

/** The bot's command word for the whitelist application in the page's language ("#白名单申请", "#wl-apply"). */
function applyWord(locale: string): string | undefined {
  const command = bot.commands['wl-apply'];
  return command && (locale === 'zh' ? command.word : command.alias);
}

/** Whether the page shows the helper: on, with the bot's whitelist, its command word and the quiz. */
function shown(locale: string): boolean {
  return (
    community.applicationHelper.enabled &&
    community.admission.whitelist === 'bot' &&
    Boolean(applyWord(locale)) &&
    questions.length > 0
  );
}

/** The helper's heading, also the text of the link to it. */
const helperHeading = (): string =>
  translate({
    id: 'application.heading',
    message: '让本页帮你写好申请（可选）',
    description: 'Heading of the optional application helper on the bot page (for Java and Bedrock alike)',
  });

/** The helper's section (its heading's id). */
const HELPER_ID = 'application-helper';

/**
 * An application that writes itself (issue 48, `applicationHelper`): a short check of the rules
 * (data/rules-quiz.yml; a wrong answer is explained, with a link to its rule), then the reader's
 * edition and name, checked, and the whitelist application exactly as the chat bot takes it, to
 * copy, or as an email when the admins take applications by email. Nothing is sent by the site.
 * Without JavaScript the page's own steps say the same.
 */
export default function ApplicationHelper(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const id = useId();
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [checked, setChecked] = useState(false);
  const [edition, setEdition] = useState<Edition>('java');
  const [typed, setTyped] = useState('');
  const word = applyWord(i18n.currentLocale);
  if (!word || !shown(i18n.currentLocale)) return null;

  // A question left unanswered is not wrong: its explanation would give the answer away.
  const unanswered = answers.map((a) => a === null);
  const left = unanswered.filter(Boolean).length;
  const wrong = questions.map((q, i) => answers[i] !== null && answers[i] !== q.answer);
  const passed = checked && left === 0 && wrong.every((w) => !w);
  const name = applicationName(edition, typed);
  const command = 'name' in name ? applicationCommand(word, edition, name.name) : null;
  const email = community.otherContact?.kind === 'email' ? community.otherContact.address : null;
  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
  };

  return (
    // A reader who chose "without QQ" (src/lib/chatWay.ts) sees it only where it writes an email
    // (strict readings 67 and 68, zh: its title offered the email, and the no-QQ view hid it whole).
    <div
      className={styles.helper}
      data-testid="application-helper"
      data-chat-branch={email ? undefined : 'chat'}
    >
      {/* A section of its own: a strict reading (37) found it under the Bedrock heading and took it
          for Bedrock's, though it writes the Java application too. */}
      <Heading as="h3" id={HELPER_ID} className={styles.heading} data-helper-heading="">
        {helperHeading()}
      </Heading>
      <p className={styles.title}>
        {/* For every applicant, Java or Bedrock, in the group or by email (a strict reading found it
            under the Bedrock heading and read it as Bedrock's). */}
        {email ? (
          <>
            <span data-chat-branch="chat">
              {translate({
                id: 'application.titleEmail',
                message:
                  '可选的帮手，不用它也能申请。Java 版、基岩版都能用：答对几道规则题，下面会出现填名字的地方，填好后这里就写好要发到群里的申请命令或申请邮件，复制即可。',
                description:
                  'Title of the application helper when the admins also take applications by email',
              })}
            </span>
            <span data-chat-only="other" data-search-ignore="">
              {translate({
                id: 'application.titleEmailOnly',
                message:
                  '可选的帮手，不用它也能申请。Java 版、基岩版都能用：答对几道规则题，下面会出现填名字的地方，填好后这里就写好申请邮件，点一下就能用邮件程序发出。',
                description:
                  'Title of the application helper for a reader who chose to see only the way without the chat (email)',
              })}
            </span>
          </>
        ) : (
          translate({
            id: 'application.title',
            message:
              '可选的帮手，不用它也能申请。Java 版、基岩版都能用：答对几道规则题，下面会出现填名字的地方，填好后这里就写好要发到群里的申请命令，复制即可。',
            description: 'Title of the application helper',
          })
        )}
      </p>
      <form onSubmit={onCheck}>
        {questions.map((q, i) => (
          <fieldset key={q.rule} className={styles.question}>
            <legend>{q.question}</legend>
            {q.options.map((option, o) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-q${i}`}
                  value={o + 1}
                  checked={answers[i] === o + 1}
                  onChange={() => {
                    setAnswers((now) => now.map((a, k) => (k === i ? o + 1 : a)));
                    setChecked(false);
                  }}
                />{' '}
                {option}
              </label>
            ))}
            {checked && unanswered[i] && (
              <p className={styles.why} data-testid="quiz-unanswered">
                {translate({id: 'application.pickOne', message: '这道题还没有选答案。'})}
              </p>
            )}
            {checked && wrong[i] && (
              <p className={styles.why} data-testid="quiz-why">
                {q.why}{' '}
                <Link to={q.rule}>{translate({id: 'application.readRule', message: '读这条规则'})}</Link>
              </p>
            )}
          </fieldset>
        ))}
        <button type="submit" className="button button--primary button--sm">
          <Translate id="application.check">检查答案</Translate>
        </button>
        <p role="status" className={styles.status} data-testid="quiz-status">
          {checked &&
            (passed
              ? translate({id: 'application.passed', message: '全部答对了。现在填写你的名字：'})
              : left > 0
                ? translate(
                    {
                      id: 'application.unanswered',
                      message: '还有 {count} 道题没有选答案：每道题都选一个再检查。',
                    },
                    {count: left},
                  )
                : translate({id: 'application.notYet', message: '有答错的题，看看下面的说明再试一次。'}))}
        </p>
      </form>
      {passed && (
        <div className={styles.form} data-testid="application-form">
          <EditionChoice name={`${id}-edition`} value={edition} onChange={setEdition} />
          <label htmlFor={`${id}-name`} className={styles.label}>
            {edition === 'java'
              ? translate({id: 'application.javaName', message: '游戏里的名字（启动器里显示的游戏名）'})
              : translate({id: 'application.gamertag', message: 'Xbox 玩家代号（不加前缀）'})}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-problem`}
            data-testid="application-name"
          />
          <p id={`${id}-problem`} className={styles.problem} data-testid="application-problem">
            {'problem' in name && name.problem === 'java' && (
              <Translate id="application.javaProblem">
                Java 版的名字是 3–16 个英文字母、数字或下划线。
              </Translate>
            )}
            {'problem' in name && name.problem === 'bedrock' && (
              <Translate id="application.bedrockProblem">
                玩家代号只含字母、数字和空格，最多 16 个字符。
              </Translate>
            )}
          </p>
          {command && (
            <div className={styles.result} data-testid="application-result">
              <div data-chat-branch="chat">
                <p>
                  <Translate id="application.send">复制下面这行，发到群里：</Translate>
                </p>
                <p className={styles.command}>
                  <code data-testid="application-command">{command}</code>{' '}
                  <CopyButton
                    text={command}
                    label={translate({id: 'application.copy', message: '复制申请'})}
                  />
                </p>
              </div>
              {email && (
                <p>
                  <Link
                    href={applicationEmail(
                      email,
                      translate({id: 'application.emailSubject', message: '白名单申请'}),
                      translate(
                        {
                          id: 'application.emailBody',
                          message:
                            '游戏里的名字：{name}\n版本（Java 版或基岩版）：{edition}\n服务器：{server}',
                          description:
                            'The email to the admins: the name as the game shows it (no bot syntax)',
                        },
                        {
                          name: typed.trim(),
                          edition: editionName(edition),
                          server: textIn(community.serverName, i18n.currentLocale),
                        },
                      ),
                    )}
                    data-testid="application-email"
                  >
                    <span data-chat-branch="chat">
                      <Translate id="application.email">没法用群聊？用邮件发送这份申请</Translate>
                    </span>
                    <span data-chat-only="other" data-search-ignore="">
                      <Translate
                        id="application.emailOnly"
                        description="The helper's email link, for a reader who chose to see only the way without the chat"
                      >
                        用邮件发送这份申请
                      </Translate>
                    </span>
                  </Link>
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
