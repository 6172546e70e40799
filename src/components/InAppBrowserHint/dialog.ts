import {translate} from '@docusaurus/Translate';
import type {InAppBrowser} from '@site/src/lib/inAppBrowser';
import {copyText} from '@site/src/lib/clipboard';
import styles from './styles.module.css';

let dialog: HTMLDialogElement | null = null;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * The explanation a tap on a dead link gets in QQ's or WeChat's in-app browser: what happened, how
 * to open the page in the phone's browser (the ··· menu at the top right), and a button that copies
 * the page's address for pasting there. A modal <dialog> outside React's root (no hydration
 * involved): focus moves into it, Escape or the close button closes it and focus returns to the link.
 */
export function showInAppHint(app: InAppBrowser, link: HTMLElement): void {
  const appName =
    app === 'wechat'
      ? translate({id: 'inAppBrowser.app.wechat', message: '微信'})
      : translate({id: 'inAppBrowser.app.qq', message: 'QQ'});
  dialog?.remove();
  dialog = element('dialog', undefined, styles.dialog);
  dialog.dataset.testid = 'in-app-hint';
  dialog.setAttribute('aria-labelledby', 'in-app-hint-title');
  const title = element(
    'h2',
    translate({id: 'inAppBrowser.title', message: '{app}里打不开这个链接'}, {app: appName}),
    styles.title,
  );
  title.id = 'in-app-hint-title';
  const why = element(
    'p',
    translate(
      {
        id: 'inAppBrowser.why',
        message:
          '{app}内置的浏览器会拦下下载和「添加到基岩版」这类链接，点了也没有反应。请换到手机自带的浏览器：',
      },
      {app: appName},
    ),
  );
  const steps = element('ol', undefined, styles.steps);
  steps.append(
    element('li', translate({id: 'inAppBrowser.step.menu', message: '点屏幕右上角的「···」。'})),
    element(
      'li',
      translate({
        id: 'inAppBrowser.step.open',
        message: '在弹出的菜单里选择用浏览器打开（iPhone 上是用 Safari 打开）。',
      }),
    ),
    element(
      'li',
      translate({id: 'inAppBrowser.step.again', message: '在浏览器里打开的这一页上，再点一次这个链接。'}),
    ),
  );
  const copy = element(
    'button',
    translate({id: 'inAppBrowser.copy', message: '复制本页地址'}),
    'button button--secondary button--sm',
  );
  copy.type = 'button';
  const status = element('p', '', styles.status);
  status.setAttribute('role', 'status');
  copy.addEventListener('click', () => {
    void copyText(window.location.href).then((ok) => {
      status.textContent = ok
        ? translate({
            id: 'inAppBrowser.copied',
            message: '已复制，可以粘贴到浏览器的地址栏里打开。',
          })
        : window.location.href;
    });
  });
  const close = element(
    'button',
    translate({id: 'inAppBrowser.close', message: '知道了'}),
    'button button--primary button--sm',
  );
  close.type = 'button';
  close.addEventListener('click', () => dialog?.close());
  const actions = element('div', undefined, styles.actions);
  actions.append(close, copy);
  dialog.append(title, why, steps, actions, status);
  dialog.addEventListener('close', () => {
    dialog?.remove();
    dialog = null;
    link.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
