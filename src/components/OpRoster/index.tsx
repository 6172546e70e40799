import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localize} from '@site/src/lib/localized';
import type {Operator} from '@site/src/lib/ops';
import ScrollTable from '@site/src/components/ScrollTable';

/** The OP roster from data/ops.yml, as a plain server-rendered table. */
export default function OpRoster({data}: {data: {ops: Operator[]}}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  return (
    <ScrollTable label={translate({id: 'opRoster.caption', message: '当前 OP 名单'})} testId="op-roster">
      <thead>
        <tr>
          <th scope="col">
            <Translate id="opRoster.col.name">玩家名</Translate>
          </th>
          <th scope="col">
            <Translate id="opRoster.col.role">职务</Translate>
          </th>
          <th scope="col">
            <Translate id="opRoster.col.level">权限等级</Translate>
          </th>
          <th scope="col">
            <Translate id="opRoster.col.since">任职时间</Translate>
          </th>
          <th scope="col">
            <Translate id="opRoster.col.duties">负责</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.ops.map((op) => (
          <tr key={op.name}>
            <th scope="row">
              <code>{op.name}</code>
            </th>
            <td>{localize(op.role, locale)}</td>
            <td>{op.level}</td>
            <td>
              <time dateTime={op.since}>{op.since}</time>
            </td>
            <td>{localize(op.duties, locale)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
