import {
  Fragment,
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyButton from '@site/src/components/CopyButton';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {localize} from '@site/src/lib/localized';
import {commandAnchor, filterCommands, type Audience, type CommandFile} from '@site/src/lib/commands';
import {mayUse} from '@site/src/lib/ranks';
import ranks from '@site-generated/ranks.json';
import styles from './styles.module.css';

function audienceLabel(who: Audience): string {
  switch (who) {
    case 'player':
      return translate({id: 'commandTable.who.player', message: '玩家'});
    case 'op':
      return translate({id: 'commandTable.who.op', message: 'OP'});
    case 'console':
      return translate({id: 'commandTable.who.console', message: '控制台'});
    case 'member':
      return translate({id: 'commandTable.who.member', message: '群成员'});
    case 'admin':
      return translate({id: 'commandTable.who.admin', message: '群管理员'});
  }
}

/** "coreprotect.lookup.chat" with line-break opportunities after each dot, for narrow columns. */
function breakAfterDots(node: string): ReactNode {
  return node.split('.').map((part, i, parts) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * One plugin's commands from data/plugins/<id>.yml (or the bot's), as a table
 * rendered on the server: complete without JavaScript. After hydration the
 * filter box narrows the rows as you type (by command, alias, permission or
 * description in either language); while an IME is composing Chinese it waits
 * for the committed text. Every row has an anchor, `#cmd-<file>-<command>`.
 */
export default function CommandTable({data}: {data: CommandFile}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const brokenLinks = useBrokenLinks();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const rankId = useId();
  // Commands by rank (config/community.ts, commandsByRank; data/ranks.yml): only where the table
  // has permission nodes to compare (not the chat bot's).
  const offerRanks = ranks.length > 0 && data.commands.some((c) => c.permission);
  const [rank, setRank] = useState('');
  const visible = useMemo(() => {
    const chosen = ranks.find((r) => r.id === rank);
    return new Set(
      filterCommands(data.commands, applied)
        .filter((c) => !chosen || mayUse(chosen.permissions, c))
        .map((c) => c.id),
    );
  }, [data, applied, rank]);
  const name = typeof data.name === 'string' ? data.name : localize(data.name, locale);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    const native = event.nativeEvent as InputEvent;
    // While an IME composes (pinyin letters), wait for the committed text.
    if (!native.isComposing) setApplied(event.target.value);
  };
  const onCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    setApplied(event.currentTarget.value);
  };

  const columns = {
    command: translate({id: 'commandTable.col.command', message: '指令'}),
    description: translate({id: 'commandTable.col.description', message: '作用'}),
    permission: translate({id: 'commandTable.col.permission', message: '权限节点'}),
    who: translate({id: 'commandTable.col.who', message: '谁可以用'}),
    copy: translate({id: 'commandTable.col.copy', message: '复制'}),
  };

  return (
    <section
      className={styles.wrapper}
      aria-label={translate({id: 'commandTable.label', message: '{name} 指令表'}, {name})}
    >
      <p className={styles.meta}>
        <Translate id="commandTable.versions" values={{versions: <strong>{data.versions}</strong>}}>
          {'适用版本：{versions}'}
        </Translate>
        {data.docs && (
          <>
            {' · '}
            <Link href={data.docs}>
              <Translate id="commandTable.docs" values={{name}}>
                {'{name} 官方文档'}
              </Translate>
            </Link>
          </>
        )}
      </p>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          <Translate id="commandTable.filter.label">筛选指令</Translate>
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          onChange={onChange}
          onCompositionEnd={onCompositionEnd}
          placeholder={translate({id: 'commandTable.filter.placeholder', message: '输入指令或用途'})}
          autoComplete="off"
          spellCheck={false}
          data-testid="command-filter"
        />
        {offerRanks && (
          <>
            <label htmlFor={rankId} className={styles.filterLabel}>
              <Translate id="commandTable.rank.label">能用的人</Translate>
            </label>
            <select
              id={rankId}
              className={styles.select}
              value={rank}
              onChange={(event) => setRank(event.target.value)}
              data-testid="command-rank"
            >
              <option value="">{translate({id: 'commandTable.rank.all', message: '所有权限组'})}</option>
              {ranks.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </select>
          </>
        )}
        <span className={styles.count} role="status" aria-live="polite" data-testid="command-count">
          {visible.size === 0 && applied.trim() === '' ? (
            <Translate id="commandTable.rank.none">这个权限组不能用其中任何一条指令</Translate>
          ) : visible.size === 0 ? (
            <Translate id="commandTable.filter.none" values={{query: applied.trim()}}>
              {'没有与「{query}」匹配的指令'}
            </Translate>
          ) : visible.size === data.commands.length ? (
            <Translate id="commandTable.filter.all" values={{count: data.commands.length}}>
              {'共 {count} 条指令'}
            </Translate>
          ) : (
            <Translate
              id="commandTable.filter.some"
              values={{count: visible.size, total: data.commands.length}}
            >
              {'显示 {count} / {total} 条指令'}
            </Translate>
          )}
        </span>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{columns.command}</th>
            <th scope="col">{columns.description}</th>
            <th scope="col">{columns.permission}</th>
            <th scope="col">{columns.who}</th>
            <th scope="col">
              <VisuallyHidden>{columns.copy}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.commands.map((command) => {
            const anchor = commandAnchor(data.id, command.id);
            // Tell the build's link checker this anchor exists, so `[…](#cmd-…)` links are checked.
            brokenLinks.collectAnchor(anchor);
            return (
              <tr key={command.id} id={anchor} hidden={!visible.has(command.id)} className={styles.row}>
                <th scope="row" className={styles.command} data-label={columns.command}>
                  <code>{command.syntax}</code>
                  <Link
                    to={`#${anchor}`}
                    className={styles.anchor}
                    aria-label={translate(
                      {id: 'commandTable.anchor', message: '{command} 的链接'},
                      {command: command.syntax},
                    )}
                  >
                    #
                  </Link>
                  {command.aliases.length > 0 && (
                    <div className={styles.aliases}>
                      <Translate id="commandTable.aliases">别名：</Translate>
                      {command.aliases.map((alias, i) => (
                        <span key={alias}>
                          {i > 0 && ' '}
                          <code>{alias}</code>
                        </span>
                      ))}
                    </div>
                  )}
                </th>
                <td data-label={columns.description}>
                  {localize(command.description, locale)}
                  {command.examples.length > 0 && (
                    <ul className={styles.examples}>
                      {command.examples.map((example) => (
                        <li key={example.command}>
                          <code>{example.command}</code> — {localize(example, locale)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label={columns.permission} className={styles.permission}>
                  {command.permission ? (
                    <code>{breakAfterDots(command.permission)}</code>
                  ) : (
                    <Translate id="commandTable.permission.none">无需权限节点</Translate>
                  )}
                </td>
                <td data-label={columns.who}>
                  <ul className={styles.who}>
                    {command.who.map((who) => (
                      <li key={who} className={clsx(styles.badge, styles[`badge-${who}`])}>
                        {audienceLabel(who)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={styles.copy}>
                  <CopyButton
                    text={command.syntax}
                    label={translate(
                      {id: 'commandTable.copy', message: '复制 {command}'},
                      {command: command.syntax},
                    )}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
