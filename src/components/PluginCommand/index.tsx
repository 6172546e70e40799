import type {ReactNode} from 'react';
import {commandToType, type CommandLookup} from '@site/src/lib/commands';

/**
 * A plugin command as players on this server type it, from its data/plugins/<id>.yml:
 * the short form when the file says the server has switched its aliases on, otherwise
 * the full form. `args` follow it, e.g. <Cmd data={cmi} id="home" args="mine" /> → /home mine.
 */
export function Cmd({data, id, args}: {data: CommandLookup; id: string; args?: string}): ReactNode {
  const typed = commandToType(data, id);
  return <code>{args ? `${typed} ${args}` : typed}</code>;
}

/** Its children only when this server has (or with `off`, has not) switched the file's aliases on. */
export function WhenAliases({
  data,
  off,
  children,
}: {
  data: CommandLookup;
  off?: boolean;
  children: ReactNode;
}): ReactNode {
  const on = data.aliasesOn === true;
  return on !== Boolean(off) ? children : null;
}
