import {bedrockLinkData} from '../../../plugins/community-data';

/**
 * Stand-in for @site-generated/bedrock-link.json: the same link and QR code, for the locale the
 * test renders in when the module is first loaded (Chinese unless set).
 */
export default bedrockLinkData(((globalThis as Record<string, unknown>).__testLocale as string) ?? 'zh');
