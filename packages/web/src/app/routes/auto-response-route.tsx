import type { EmailAutoResponseParams } from '@torque/domain';
import { AutoResponsePage } from '../../features/public-pages';
import { ServicesBoundary } from '../../services/services-context';

export function AutoResponseRoute({ params }: { readonly params: EmailAutoResponseParams }) {
  return (
    <ServicesBoundary>
      <AutoResponsePage params={params} />
    </ServicesBoundary>
  );
}
