/**
 * The skin site's API address (the address a launcher's external login asks
 * for), as text with a copy button. Worked out from `skinSite.url` in
 * config/community.ts by src/lib/skinSite.ts, so a fork's pages give its own
 * site. Inline: it can sit in a sentence or a list item.
 *
 * With `skinSiteDrag` on, a button to drag into the launcher's window sits beside it: it carries
 * `authlib-injector:yggdrasil-server:<address, URI-encoded>` as text/plain with the copy effect,
 * the drag-and-drop format authlib-injector's launcher specification defines, which HMCL
 * (AuthlibInjectorDnD) and PCL (its main window's drop handler) accept. Dragging needs a mouse:
 * on touch screens (no hover, coarse pointer) it is hidden and the copy button remains.
 */
import {Fragment, type DragEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import community from '@site/config/community';
import CopyButton from '@site/src/components/CopyButton';
import {skinApiAddress, skinApiTyping, skinDragData} from '@site/src/lib/skinSite';
import styles from './styles.module.css';

export default function SkinApiAddress(): ReactNode {
  const address = skinApiAddress(community.skinSite.url);
  const onDragStart = (event: DragEvent<HTMLSpanElement>) => {
    event.dataTransfer.setData('text/plain', skinDragData(address));
    event.dataTransfer.effectAllowed = 'copy';
    event.dataTransfer.dropEffect = 'copy';
  };
  return (
    <span className={styles.address} data-skin-api="">
      <code className={styles.code} data-testid="skin-api-address">
        {address}
      </code>{' '}
      <CopyButton
        text={address}
        label={translate({id: 'skinApiAddress.copy', message: '复制皮肤站 API 地址'})}
      />
      {community.skinSiteDrag.enabled && (
        <span
          className={styles.drag}
          draggable
          onDragStart={onDragStart}
          title={translate({
            id: 'skinApiAddress.dragTitle',
            message: '按住拖到 HMCL 或 PCL 的窗口里松开，启动器会询问是否添加这个皮肤站',
          })}
          data-testid="skin-api-drag"
        >
          <Translate id="skinApiAddress.drag">拖到启动器</Translate>
        </span>
      )}
    </span>
  );
}

/**
 * For a reader who reads this page on a phone and types the address on the computer: the address in
 * large letters, and how much of it the launcher needs (HMCL adds `https://` itself, PCL wants it
 * whole; src/lib/skinSite.ts `skinApiTyping`). A paragraph, after the sentence with the address.
 */
export function SkinApiTyping({launcher}: {launcher: 'hmcl' | 'pcl'}): ReactNode {
  const address = skinApiAddress(community.skinSite.url);
  const {scheme, rest} = skinApiTyping(address);
  // Broken only after a slash on a narrow screen: a break inside a word reads as a space to type.
  const typed = (value: string) => (
    <code className={styles.typed} data-testid="skin-api-typed">
      {value.split(/(?<=\/)/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
  return (
    <p data-skin-typing={launcher}>
      {launcher === 'hmcl' ? (
        <Translate id="skinApiTyping.hmcl" values={{scheme: <code>{scheme}</code>, rest: typed(rest)}}>
          {
            '在手机上看这一页、要在电脑上照着打的话：HMCL 会自己补上开头的 {scheme}，只打 {rest} 就行，中间没有空格。'
          }
        </Translate>
      ) : (
        <Translate id="skinApiTyping.pcl" values={{full: typed(address)}}>
          {'在手机上看这一页、要在电脑上照着打的话：PCL 要完整的地址 {full}，中间没有空格。'}
        </Translate>
      )}
    </p>
  );
}
