/** What other features may use of home: its page, shown by the content editor's preview. */
export { CustomerHome } from './customer-home';
