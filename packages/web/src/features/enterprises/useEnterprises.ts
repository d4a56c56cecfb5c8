import type { Enterprise, Tenant } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import type { OrganisationPorts } from '../../services/services';
import { showFailure } from '../../ui/notices';

/** The enterprises and tenants /enterprise shows, reloaded after each change. */
export function useEnterprises(organisation: OrganisationPorts) {
  const [enterprises, setEnterprises] = useState<readonly Enterprise[] | undefined>(undefined);
  const [tenants, setTenants] = useState<readonly Tenant[] | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void Promise.all([organisation.enterprises({ page: 0, size: 1000 }), organisation.tenants()]).then(
      ([enterpriseAnswer, tenantAnswer]) => {
        if (!live) return;
        setEnterprises(enterpriseAnswer.ok ? enterpriseAnswer.value.data : []);
        setTenants(tenantAnswer.ok ? tenantAnswer.value.data : []);
        if (!enterpriseAnswer.ok) showFailure(enterpriseAnswer.error);
        else if (!tenantAnswer.ok) showFailure(tenantAnswer.error);
      },
    );
    return () => {
      live = false;
    };
  }, [organisation, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { enterprises, tenants, reload };
}
