/**
 * The limits of a .kml upload (parse.ts), apart from the parser so that the editor can say them
 * without loading it: the parser loads when a file is chosen.
 */
export const KML_MAX_BYTES = 10 * 1024 * 1024;
export const KML_MAX_MB = KML_MAX_BYTES / (1024 * 1024);
export const KML_MAX_POINTS = 200_000;
