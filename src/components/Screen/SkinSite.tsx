/** Pictures of the skin site (Blessing Skin Server), with its labels (data/screens/blessing-skin.yml). */
import type {ReactNode} from 'react';
import blessingSkin from '@site/data/screens/blessing-skin.yml';
import Screen, {type ScreenProps} from '.';
import {skinApply, skinCloset, skinUpload} from './pictures/skinSite';

const sets = {'blessing-skin': blessingSkin};

/** The Upload Texture page: marks `name`, `type`, `file`, `private`, `upload`. */
export function SkinUpload(props: ScreenProps<'name' | 'type' | 'file' | 'private' | 'upload'>): ReactNode {
  return <Screen picture={skinUpload} sets={sets} {...props} />;
}

/** The closet: marks `closet`, `item`, `apply`. */
export function SkinCloset(props: ScreenProps<'closet' | 'item' | 'apply'>): ReactNode {
  return <Screen picture={skinCloset} sets={sets} {...props} />;
}

/** Choosing the player to apply a texture to: mark `player`. */
export function SkinApply(props: ScreenProps<'player'>): ReactNode {
  return <Screen picture={skinApply} sets={sets} {...props} />;
}
