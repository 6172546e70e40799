/**
 * The Bedrock Edition link that adds a server to the player's server list:
 * `minecraft://?addExternalServer=<name>|<host>:<port>`. Bedrock Edition registers the
 * `minecraft:` scheme on Android, iOS/iPadOS and Windows; opening the link starts the game and
 * adds the entry (it does not connect). Consoles have no external-server list, and macOS and
 * Linux have no Bedrock Edition, so there the link does nothing.
 *
 * The name is percent-encoded (it may hold spaces, Chinese or a `|`); host and port are a bare
 * host name and a number (config/community.ts is validated), so they need no encoding, and the
 * `|` separator stays literal as the game expects it.
 */
export function addServerLink(name: string, host: string, port: number): string {
  return `minecraft://?addExternalServer=${encodeURIComponent(name)}|${host}:${port}`;
}

/** What the address card needs to show the link and its QR code (made at build time). */
export interface BedrockLinkData {
  href: string;
  qr: {
    /** Modules per side, without the quiet zone. */
    size: number;
    /** SVG path of the dark modules, one unit per module. */
    path: string;
  };
}
