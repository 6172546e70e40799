/** The screen sizes the browser tests use, named once. */

/** A wide desktop window: the layout-shift checks of the crawl, the pictures and the diagrams. */
export const WIDE = {width: 1280, height: 800};

/** A phone held upright (the CSS size of an iPhone 12, 13 or 14): the phone checks and the newcomer path. */
export const PHONE = {width: 390, height: 844};
