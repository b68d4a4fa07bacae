/** The Views and Columns menus' bodies: one file, loaded by ./list-tools-part.ts. */
export { SavedViewsBody } from './saved-views-body';
export { ColumnsMenuBody } from './columns-menu-body';
