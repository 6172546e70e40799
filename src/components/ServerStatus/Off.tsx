/** What the address card shows as live status when `serverStatus` is off: nothing, and no code. */
export default function NoStatus(): null {
  return null;
}
