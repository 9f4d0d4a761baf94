/** What other features may use of stickers: its page, shown by the content editor's preview. */
export { StickersPage } from './stickers-page';
