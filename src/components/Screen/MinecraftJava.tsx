/** Pictures of Minecraft: Java Edition's screens, with the game's labels (data/screens/minecraft-java.yml). */
import type {ReactNode} from 'react';
import java from '@site/data/screens/minecraft-java.yml';
import Screen, {type ScreenProps} from '.';
import {javaAddServer, javaMultiplayer} from './pictures/minecraftJava';

const sets = {'minecraft-java': java};

/** The multiplayer screen: marks `server`, `join`, `direct`, `add`, `edit`, `refresh`. */
export function JavaMultiplayer(
  props: ScreenProps<'server' | 'join' | 'direct' | 'add' | 'edit' | 'refresh'>,
): ReactNode {
  return <Screen picture={javaMultiplayer} sets={sets} {...props} />;
}

/** The Edit Server Info screen: marks `name`, `address`, `packs`, `done`. */
export function JavaAddServer(props: ScreenProps<'name' | 'address' | 'packs' | 'done'>): ReactNode {
  return <Screen picture={javaAddServer} sets={sets} {...props} />;
}
