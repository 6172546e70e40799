/**
 * The HTTP header settings a host may change (see ADOPTING.md, "Hosting"); site/headers.ts and
 * plugins/security-headers.ts write the headers from them.
 */
export interface StrictTransportSecuritySettings {
  /** true, false, or 'auto': on when siteUrl (config/community.ts) starts with https://. */
  enabled: boolean | 'auto';
  /** How long browsers remember to use only https for the site, in seconds. */
  maxAgeSeconds: number;
  /** Also every subdomain of the site's host name: only when all of them serve https. */
  includeSubDomains: boolean;
  /** Ask to be on the browsers' built-in list (hstspreload.org); needs includeSubDomains and a year. */
  preload: boolean;
}

/**
 * HTTP Strict Transport Security (the Strict-Transport-Security header): a browser that has
 * visited the site over https goes on using https for it, even when a link or a network says
 * http. Browsers ignore the header on an http response, so it only acts once https works.
 * Turning it off later does not undo it for readers who already have it: lower maxAgeSeconds
 * first if the site might ever go back to http.
 */
export const strictTransportSecurity: StrictTransportSecuritySettings = {
  enabled: 'auto',
  maxAgeSeconds: 31536000,
  includeSubDomains: false,
  preload: false,
};
