/** Residence's selection with the selection tool, with the game's labels (data/screens/minecraft-java.yml). */
import type {ReactNode} from 'react';
import java from '@site/data/screens/minecraft-java.yml';
import Screen, {type ScreenProps} from '.';
import {residenceSelect} from './pictures/residence';

/** Selecting two corners: marks `tool`, `first`, `second`. */
export function ResidenceSelection(props: ScreenProps<'tool' | 'first' | 'second'>): ReactNode {
  return <Screen picture={residenceSelect} sets={{'minecraft-java': java}} {...props} />;
}
