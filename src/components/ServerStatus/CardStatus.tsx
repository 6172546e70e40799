import type {ReactNode} from 'react';
import community from '@site/config/community';
import {statusSource} from '@site/src/lib/serverStatus';
import ServerStatus from './index';

/** The address card's status line, from config/community.ts (`serverStatus`, when it is on). */
export default function CardStatus(): ReactNode {
  const {serverStatus} = community;
  const {host, port} = community[serverStatus.edition];
  return <ServerStatus source={statusSource(serverStatus, host, port, new URL(community.siteUrl).host)} />;
}
