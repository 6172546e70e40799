import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import community from '@site/config/community';
import CopyButton from '@site/src/components/CopyButton';
import bedrockLink from '@site-generated/bedrock-link.json';
import CardStatus from '@server-status';
import {JAVA_DEFAULT_PORT} from '@site/src/lib/newcomer';
import BedrockLink from './BedrockLink';
import styles from './styles.module.css';

type Edition = 'java' | 'bedrock';

interface Props {
  /** Show one edition only; both by default. */
  edition?: Edition;
  /** An anchor for the card, so that a later step can link back to it instead of showing it again. */
  id?: string;
}

function Row({edition}: {edition: Edition}): ReactNode {
  const {host, port} = community[edition];
  const defaultJavaPort = edition === 'java' && port === JAVA_DEFAULT_PORT;
  const name =
    edition === 'java'
      ? translate({id: 'serverAddress.java', message: 'Java 版'})
      : translate({id: 'serverAddress.bedrock', message: '基岩版'});
  // No protocol names (TCP/UDP) on the card: players only type the address and the port. Which
  // protocols a firewall must let through is in the server guide (winServer#geyser).
  const copyLabels =
    edition === 'java'
      ? {
          host: translate({id: 'serverAddress.copyJavaHost', message: '复制 Java 版地址'}),
          port: translate({id: 'serverAddress.copyJavaPort', message: '复制 Java 版端口'}),
        }
      : {
          host: translate({id: 'serverAddress.copyBedrockHost', message: '复制基岩版地址'}),
          port: translate({id: 'serverAddress.copyBedrockPort', message: '复制基岩版端口'}),
        };
  return (
    <div className={styles.row} data-edition={edition}>
      <dt className={styles.edition}>{name}</dt>
      <dd className={styles.value}>
        <span className={styles.label}>
          <Translate id="serverAddress.address">地址</Translate>
        </span>{' '}
        <code className={styles.code} data-testid={`${edition}-host`}>
          {host}
        </code>
        <CopyButton text={host} label={copyLabels.host} />
      </dd>
      <dd className={styles.value}>
        <span className={styles.label}>
          <Translate id="serverAddress.port">端口</Translate>
        </span>{' '}
        <code className={styles.code} data-testid={`${edition}-port`}>
          {port}
        </code>
        {defaultJavaPort ? (
          // Java Edition's own port: the join steps say to leave it out, so the card says so too
          // instead of offering to copy it (a word apart from the number: "25565default" read as one
          // word to a strict reader), in brackets: read on, "Port 25565 the default: …" looked broken (reading 73).
          <>
            {' '}
            <span className={styles.portNote} data-testid="java-port-default">
              <Translate id="serverAddress.defaultJavaPort">（默认端口，不用填）</Translate>
            </span>
          </>
        ) : (
          <CopyButton text={String(port)} label={copyLabels.port} />
        )}
      </dd>
      {edition === 'bedrock' && bedrockLink && <BedrockLink link={bedrockLink} />}
    </div>
  );
}

/**
 * The server's Java and Bedrock addresses from config/community.ts, each with copy buttons; for
 * Bedrock, the one-tap add link and its QR code (`bedrockLink`), and under the full card the live
 * status when `serverStatus` is on.
 */
export default function ServerAddress({edition, id}: Props): ReactNode {
  const editions: Edition[] = edition ? [edition] : ['java', 'bedrock'];
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <div id={id} className={clsx(styles.box, 'server-address')}>
      <dl className={styles.list}>
        {editions.map((e) => (
          <Row key={e} edition={e} />
        ))}
      </dl>
      {!edition && <CardStatus />}
    </div>
  );
}
