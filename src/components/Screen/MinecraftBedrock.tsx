/** Pictures of Minecraft: Bedrock Edition's screens, with the game's labels (data/screens/minecraft-bedrock.yml). */
import type {ReactNode} from 'react';
import bedrock from '@site/data/screens/minecraft-bedrock.yml';
import Screen, {type ScreenProps} from '.';
import {bedrockAddServer, bedrockServers} from './pictures/minecraftBedrock';

const sets = {'minecraft-bedrock': bedrock};

/** The Servers tab of the Play screen: marks `tab`, `add`, `server`. */
export function BedrockServers(props: ScreenProps<'tab' | 'add' | 'server'>): ReactNode {
  return <Screen picture={bedrockServers} sets={sets} {...props} />;
}

/** The Add External Server form with its separate port box: marks `name`, `address`, `port`, `save`. */
export function BedrockAddServer(props: ScreenProps<'name' | 'address' | 'port' | 'save'>): ReactNode {
  return <Screen picture={bedrockAddServer} sets={sets} {...props} />;
}
