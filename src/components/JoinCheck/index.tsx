import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import facts from '@site-generated/join-check.json';
import EditionChoice from '@site/src/components/EditionChoice';
import GameMessage from '@site/src/components/GameMessage';
import type {Edition} from '@site/src/lib/application';
import {bedrockAnswer, javaAnswer, type JoinAnswer} from '@site/src/lib/joinCheck';
import styles from './styles.module.css';

function Answer({answer, edition, fix}: {answer: JoinAnswer; edition: Edition; fix?: string}): ReactNode {
  const server = facts!.gameVersion;
  const newest = facts!.geyserBedrock;
  const oldest = facts!.geyserBedrockOldest;
  const steps = fix && (
    <>
      {' '}
      <Link to={fix} data-testid="join-check-fix">
        {translate({id: 'joinCheck.how', message: '怎样换版本'})}
      </Link>
    </>
  );
  switch (answer.kind) {
    case 'invalid':
      return edition === 'java' ? (
        <Translate id="joinCheck.invalidJava" values={{server}}>
          {'写游戏版本号，例如 {server}（启动器的版本列表里能看到）。'}
        </Translate>
      ) : (
        <Translate id="joinCheck.invalidBedrock" values={{newest}}>
          {'写游戏设置页底部显示的版本号，例如 {newest}。'}
        </Translate>
      );
    case 'yes':
      return edition === 'java' ? (
        <Translate id="joinCheck.yesJava" values={{server}}>
          {'能进：这就是服务器运行的 {server}。'}
        </Translate>
      ) : (
        <Translate id="joinCheck.yesBedrock" values={{oldest, newest}}>
          {'能进：服务器支持基岩版 {oldest} 到 {newest}。'}
        </Translate>
      );
    case 'update':
      return (
        <Translate id="joinCheck.updateBedrock" values={{oldest, newest}}>
          {
            '进不去：你的游戏比 {oldest} 旧，服务器支持基岩版 {oldest} 到 {newest}。先到应用商店更新游戏，再进服。'
          }
        </Translate>
      );
    case 'likely':
      return (
        <>
          <Translate id="joinCheck.likely" values={{server}}>
            {
              '一般能进：服务器装了让其他版本进服的插件。新版本刚发布时插件可能还没更新，进不去就先用 {server}。'
            }
          </Translate>
          {steps}
        </>
      );
    case 'inRange':
      return (
        <Translate id="joinCheck.inRangeJava" values={{server, newestJava: facts!.newestClientVersion}}>
          {'能进：服务器接受 Java 版 {server} 到 {newestJava}。'}
        </Translate>
      );
    case 'later':
      return (
        <>
          <Translate id="joinCheck.laterJava" values={{server, newestJava: facts!.newestClientVersion}}>
            {
              '暂时进不去：服务器目前接受 Java 版 {server} 到 {newestJava}，你的版本比它们新。管理员更新服务器后就能进；这之前在启动器里安装并选择 {server}。'
            }
          </Translate>
          {steps}
        </>
      );
    case 'no':
      return (
        <>
          {answer.older ? (
            <Translate id="joinCheck.older" values={{server}}>
              {'进不去：你的版本比服务器旧。在启动器里安装并选择 {server}。'}
            </Translate>
          ) : (
            <Translate id="joinCheck.newer" values={{server}}>
              {'进不去：服务器只接受 {server}。在启动器里安装并选择 {server}。'}
            </Translate>
          )}
          {steps}
        </>
      );
    case 'wait':
      // Geyser admits a client by its protocol number (GameProtocol.getBedrockCodec), which a hotfix
      // keeps: one codec is "1.20.30/1.20.32" there. So a release just past the range may get in
      // (strict reading 56 in English: a hotfix number read as "wait").
      return (
        // Geyser's message as the game shows it (data/game-messages.yml), not typed here.
        <Translate id="joinCheck.wait" values={{message: <GameMessage id="geyser-outdated-proxy" />}}>
          {
            '可能暂时进不去：你的游戏比服务器目前支持的基岩版新。先试着进一次，小更新常常也能进；提示{message}时，要等管理员更新服务器，更新后这一页的范围会包括你的版本。'
          }
        </Translate>
      );
  }
}

/**
 * "Can I join with my version?" (issue 48, `joinCheck`): the reader picks the edition, types the
 * version the launcher or the game's settings show, and gets yes, no or what to do, with a link to
 * the steps for changing the version (`fix`, a route, on the Java answers). `only`: on a page for one
 * edition, no choice of edition (strict reading 41: the Java page's check asked for the edition
 * again). Nothing is sent; without JavaScript the page's own version rule says the same.
 */
export default function JoinCheck({
  edition: first = 'java',
  fix,
  only = false,
}: {
  edition?: Edition;
  fix?: string;
  only?: boolean;
}): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [edition, setEdition] = useState<Edition>(first);
  const [typed, setTyped] = useState('');
  if (!facts) return null;
  const answer = typed.trim() ? (edition === 'java' ? javaAnswer : bedrockAnswer)(typed, facts) : null;
  return (
    <div className={styles.check} data-testid="join-check" data-edition={edition}>
      <p className={styles.title}>
        <Translate id="joinCheck.title">我的版本能进吗？</Translate>
      </p>
      {!only && <EditionChoice name={`${id}-edition`} value={edition} onChange={setEdition} />}
      <label htmlFor={`${id}-version`} className={styles.label}>
        {edition === 'java'
          ? translate(
              {id: 'joinCheck.javaLabel', message: '游戏版本（启动器的版本列表里显示的，例如 {server}）'},
              {server: facts.gameVersion},
            )
          : translate(
              {id: 'joinCheck.bedrockLabel', message: '游戏版本（设置页底部显示的，例如 {newest}）'},
              {newest: facts.geyserBedrock},
            )}
      </label>
      <input
        id={`${id}-version`}
        className={styles.input}
        value={typed}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        data-testid="join-check-version"
      />
      <p className={styles.answer} role="status" data-testid="join-check-answer" data-kind={answer?.kind}>
        {answer ? (
          <Answer answer={answer} edition={edition} fix={edition === 'java' ? fix : undefined} />
        ) : (
          // Before anything is typed, what the box does (strict reading, Dec 2026: nothing said that
          // the answer appears as you type). Only once the page is interactive: without JavaScript
          // the box answers nothing.
          isBrowser && (
            <span className={styles.hint} data-testid="join-check-hint">
              <Translate id="joinCheck.hint">填上版本号，这里就显示能不能进。</Translate>
            </span>
          )
        )}
      </p>
    </div>
  );
}
