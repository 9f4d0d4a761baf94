import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
// the styles of Mantine's other packages (notifications, dates, dropzone) come with the modules that
// use them: the first paint needs only the core's (issue 9, first load)
import './i18n';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { sessionQueryOptions } from './app/use-session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// every page waits for who is signed in: ask now, while the page's own module is still loading
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQueryOptions);

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
