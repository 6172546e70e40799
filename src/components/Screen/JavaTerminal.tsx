/** A command-line window showing the output of `java -version` (no program labels: Java's own output). */
import type {ReactNode} from 'react';
import Screen, {type ScreenProps} from '.';
import {javaVersionTerminal} from './pictures/terminal';

/** Marks `command`, `version`, `bits`. */
export function JavaVersionTerminal(props: ScreenProps<'command' | 'version' | 'bits'>): ReactNode {
  return <Screen picture={javaVersionTerminal} sets={{}} {...props} />;
}
