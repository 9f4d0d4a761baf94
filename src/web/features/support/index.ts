/** What other features may use of support: its page, shown by the content editor's preview. */
export { SupportPage } from './support-page';
