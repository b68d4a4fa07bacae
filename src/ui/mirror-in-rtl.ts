/**
 * The class of an icon whose drawing means a direction (back, exit, a sideways chevron): it
 * is mirrored in a right-to-left page (src/app/first-screen.css). Icons that mean no
 * direction (search, trash, upload) never take it.
 */
export const MIRROR_IN_RTL = 'cairn-mirror-rtl';
