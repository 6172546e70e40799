/** Pictures of PCL's screens, with PCL's labels (data/screens/pcl.yml; Chinese only, as PCL is). */
import type {ReactNode} from 'react';
import pcl from '@site/data/screens/pcl.yml';
import Screen, {type ScreenProps} from '.';
import {pclDownload, pclInstall, pclLaunch, pclMemory, pclServer} from './pictures/pcl';

const sets = {pcl};

/** The launch page: marks `microsoft`, `offline`, `launch`, `versionSelect`, `versionSettings`. */
export function PclLaunch(
  props: ScreenProps<'microsoft' | 'offline' | 'launch' | 'versionSelect' | 'versionSettings'>,
): ReactNode {
  return <Screen picture={pclLaunch} sets={sets} {...props} />;
}

/** A version's settings, server section (third-party login): marks `settings`, `loginType`, `authServer`. */
export function PclVersionServer(props: ScreenProps<'settings' | 'loginType' | 'authServer'>): ReactNode {
  return <Screen picture={pclServer} sets={sets} {...props} />;
}

/** The download page with the game versions: marks `vanilla`, `version`. */
export function PclDownloadGame(props: ScreenProps<'vanilla' | 'version'>): ReactNode {
  return <Screen picture={pclDownload} sets={sets} {...props} />;
}

/** Installing the chosen version: marks `name`, `start`. */
export function PclInstallGame(props: ScreenProps<'name' | 'start'>): ReactNode {
  return <Screen picture={pclInstall} sets={sets} {...props} />;
}

/** Memory allocation in the launch settings: marks `auto`, `custom`. */
export function PclMemory(props: ScreenProps<'auto' | 'custom'>): ReactNode {
  return <Screen picture={pclMemory} sets={sets} {...props} />;
}
