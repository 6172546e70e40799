// The browser tests' view of the site's routes and content: scripts/lib/siteContent.ts, which the
// bench and the Lighthouse script share (a tool may not import from the tests; ARCHITECTURE.md).
export * from '../../scripts/lib/siteContent';
