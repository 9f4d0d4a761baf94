/** What other features may use of faq: its page, shown by the content editor's preview. */
export { FaqPage } from './faq-page';
