/** Pictures of HMCL's screens, with HMCL's labels (data/screens/hmcl.yml). */
import type {ReactNode} from 'react';
import hmcl from '@site/data/screens/hmcl.yml';
import Screen, {type ScreenProps} from '.';
import {hmclAccounts, hmclAddServer, hmclDownload, hmclLogin, hmclMemory} from './pictures/hmcl';

const sets = {hmcl};

/** The account list: marks `addServer` (New Auth Server), `server` (the added skin site). */
export function HmclAccounts(props: ScreenProps<'addServer' | 'server'>): ReactNode {
  return <Screen picture={hmclAccounts} sets={sets} {...props} />;
}

/** Adding the skin site as an authentication server: marks `url`, `next`. */
export function HmclAddAuthServer(props: ScreenProps<'url' | 'next'>): ReactNode {
  return <Screen picture={hmclAddServer} sets={sets} {...props} />;
}

/** Logging in with a skin site account: marks `username`, `password`, `login`. */
export function HmclAuthlibLogin(props: ScreenProps<'username' | 'password' | 'login'>): ReactNode {
  return <Screen picture={hmclLogin} sets={sets} {...props} />;
}

/** The download page with the game versions: marks `game`, `version`. */
export function HmclDownloadGame(props: ScreenProps<'game' | 'version'>): ReactNode {
  return <Screen picture={hmclDownload} sets={sets} {...props} />;
}

/** Game memory in the global game settings: marks `auto`, `manual`. */
export function HmclMemory(props: ScreenProps<'auto' | 'manual'>): ReactNode {
  return <Screen picture={hmclMemory} sets={sets} {...props} />;
}
