/**
 * / (spec 01 §2 Home): signed-out visitors see the registration entry; signed-in customers their home.
 */
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../app/use-session';
import { VisitorHome } from './visitor-home';
import { CustomerHome } from './customer-home';

export function HomePage() {
  const { customer, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  return customer ? <CustomerHome /> : <VisitorHome />;
}
