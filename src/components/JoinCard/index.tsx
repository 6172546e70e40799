import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import community from '@site/config/community';
import {JOIN_CARD} from '@site/lib/joinCard';
import useLocalized from '@site/src/hooks/useLocalized';
import styles from './styles.module.css';

/** Whether the build draws the join card (config/community.ts, shareCards.joinCard). */
const joinCardEnabled = community.shareCards?.joinCard.enabled ?? true;

/** Files the build writes (plugins/share-cards.ts, JOIN_CARD_FILE), under the locale's base URL. */
const FILE = '/img/join-card';

/**
 * "Share with a friend": the join card drawn at build time (plugins/share-cards.ts), as a picture
 * to send in a group chat (PNG) and one to print (SVG). Nothing when the card is turned off.
 */
export default function JoinCard({headingLevel = 2}: {headingLevel?: 2 | 3}): ReactNode {
  const png = useBaseUrl(`${FILE}.png`);
  const serverName = useLocalized(community.serverName);
  if (!joinCardEnabled) return null;
  const fileName = community.java.host.replace(/[^A-Za-z0-9.-]/g, '_');
  return (
    <section className={styles.joinCard} aria-labelledby="share-with-a-friend" data-join-card>
      <Link
        href={`pathname://${FILE}.png`}
        className={styles.preview}
        download={`${fileName}-join.png`}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={png}
          width={JOIN_CARD.width}
          height={JOIN_CARD.height}
          loading="lazy"
          decoding="async"
          alt=""
        />
      </Link>
      <div>
        <Heading as={`h${headingLevel}`} id="share-with-a-friend" className={styles.title}>
          <Translate id="joinCard.title">分享给朋友</Translate>
        </Heading>
        <p>
          <Translate id="joinCard.body" values={{serverName}}>
            {
              '一张图里有{serverName}的地址和端口、游戏版本、白名单怎么申请，还有新手教程的二维码：发到群里或私聊给想来玩的朋友。'
            }
          </Translate>
        </p>
        <ul className={styles.links}>
          <li>
            <Link
              href={`pathname://${FILE}.png`}
              download={`${fileName}-join.png`}
              className="button button--primary"
              data-join-card-png
            >
              <Translate id="joinCard.png">下载图片（发到聊天里）</Translate>
            </Link>
          </li>
          <li>
            <Link
              href={`pathname://${FILE}.svg`}
              download={`${fileName}-join.svg`}
              className="button button--secondary"
              data-join-card-svg
            >
              <Translate id="joinCard.svg">下载打印版（放大也清晰）</Translate>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
