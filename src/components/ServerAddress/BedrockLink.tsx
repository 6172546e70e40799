import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {BedrockLinkData} from '@site/src/lib/bedrockLink';
import styles from './styles.module.css';

/** Quiet zone around the QR code, in modules (the QR code standard asks for four). */
const QUIET = 4;

/**
 * The one-tap "add to Bedrock Edition" link, and its QR code for readers on a computer: both made
 * at build time (plugins/community-data/derived.ts), so the page carries a few hundred bytes of path data
 * and no QR code library. The QR code is dark on white in both colour modes (scanners need that)
 * and hidden on narrow screens, where nobody can scan their own screen. The link is an outline
 * button, not a filled one: on a phone it must not outshout the address rows for Java readers, for
 * whom it does nothing.
 */
export default function BedrockLink({link}: {link: BedrockLinkData}): ReactNode {
  const side = link.qr.size + 2 * QUIET;
  return (
    <dd className={styles.oneTap}>
      {/* The game opens the link: no new browser tab. */}
      <Link
        className="button button--outline button--primary button--sm"
        href={link.href}
        target="_self"
        data-testid="bedrock-add-link"
      >
        <Translate id="serverAddress.oneTap.link">一键添加到基岩版</Translate>
      </Link>
      <p className={styles.hint}>
        <Translate id="serverAddress.oneTap.where">
          在装有基岩版的手机、平板或 Windows
          电脑上点一下：游戏打开，把服务器加进列表，再在列表里点它、点「加入服务器」。
        </Translate>
      </p>
      <figure className={styles.qr}>
        <svg
          role="img"
          aria-label={translate({
            id: 'serverAddress.oneTap.qrLabel',
            message: '二维码：在基岩版中添加本服务器的链接',
          })}
          viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
          width={side * 3}
          height={side * 3}
          shapeRendering="crispEdges"
          data-testid="bedrock-qr"
        >
          <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
          <path d={link.qr.path} stroke="#000" strokeWidth={1} />
        </svg>
        <figcaption className={styles.hint}>
          <Translate id="serverAddress.oneTap.qrCaption">
            在电脑上看这一页？用装有基岩版的手机或平板扫描二维码，在手机上打开这个链接。
          </Translate>
        </figcaption>
      </figure>
    </dd>
  );
}
