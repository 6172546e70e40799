/** Windows prompts, described rather than copied (Windows has no language file to copy from). */
import type {ReactNode} from 'react';
import Screen, {type ScreenProps} from '.';
import {firewallPrompt} from './pictures/windows';

/** The firewall prompt for a program that listens on the network: marks `private`, `public`, `allow`. */
export function FirewallPrompt(props: ScreenProps<'private' | 'public' | 'allow'>): ReactNode {
  return <Screen picture={firewallPrompt} sets={{}} {...props} />;
}
