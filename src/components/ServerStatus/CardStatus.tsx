import type {ReactNode} from 'react';
import community from '@site/config/community';
import ServerStatus from './index';

/** The address card's status line, from config/community.ts (`serverStatus`, when it is on). */
export default function CardStatus(): ReactNode {
  const {provider, endpoint, edition} = community.serverStatus;
  const {host, port} = community[edition];
  return <ServerStatus provider={provider} endpoint={endpoint} host={host} port={port} />;
}
