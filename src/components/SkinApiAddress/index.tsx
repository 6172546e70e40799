/**
 * The skin site's API address (the address a launcher's external login asks
 * for), as text with a copy button. Worked out from `skinSite.url` in
 * config/community.ts by src/lib/skinSite.ts, so a fork's pages give its own
 * site. Inline: it can sit in a sentence or a list item.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import community from '@site/config/community';
import CopyButton from '@site/src/components/CopyButton';
import {skinApiAddress} from '@site/src/lib/skinSite';
import styles from './styles.module.css';

export default function SkinApiAddress(): ReactNode {
  const address = skinApiAddress(community.skinSite.url);
  return (
    <span className={styles.address} data-skin-api="">
      <code className={styles.code} data-testid="skin-api-address">
        {address}
      </code>{' '}
      <CopyButton
        text={address}
        label={translate({id: 'skinApiAddress.copy', message: '复制皮肤站 API 地址'})}
      />
    </span>
  );
}
