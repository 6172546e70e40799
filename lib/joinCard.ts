/**
 * The join card's size in pixels, portrait as a phone shows a picture in a chat: drawn at build time
 * (plugins/lib/shareCards.ts), shown by src/components/JoinCard. A chat preview shows it about
 * 300–360 px wide, a third of this: the smallest text (32 px) is then about 11 px, the addresses
 * (60 px) about 20 px. 1720 px tall leaves room under the QR code for the lines for Bedrock players,
 * players without the chat app and players without a purchase.
 */
export const JOIN_CARD = {width: 1080, height: 1720};
