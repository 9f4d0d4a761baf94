/**
 * / (spec 01 §2 Home): signed-out visitors see the registration entry; signed-in customers their home.
 * The customer home (content rendered from Markdown, sanitised) loads on demand: a visitor's first
 * paint does not fetch the Markdown renderer and sanitiser, nor the customer home's translations.
 */
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../lib/use-session';
import { loadNamespaces } from '../../i18n';
import { VisitorHome } from './visitor-home';

const CustomerHome = lazy(async () => {
  const [module] = await Promise.all([import('./customer-home'), loadNamespaces('content')]);
  return { default: module.CustomerHome };
});

export function HomePage() {
  const { customer, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!customer) return <VisitorHome />;
  return (
    <Suspense fallback={<PageLoading />}>
      <CustomerHome />
    </Suspense>
  );
}
