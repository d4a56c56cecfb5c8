import { mayDo, primaryRole, type AdminAction } from '@torque/domain';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { useAnswer } from './useAnswer';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };

/** The enterprises, BOCs and tenants the company master list shows, and what the user's role may do. */
export function useOrganisation() {
  const { organisation } = useServices();
  const session = useSignedInSession();
  const role = primaryRole(session);
  const enterprises = useAnswer(
    () => organisation.enterprises({ page: 0, size: 1000 }),
    EMPTY_PAGE,
    'enterprises',
  );
  const bocs = useAnswer(() => organisation.bocs(), EMPTY_PAGE, 'bocs');
  const may = (action: AdminAction) => mayDo(role, action);
  return {
    organisation,
    role,
    ownEnterpriseId: session.enterprise.id,
    may,
    enterprises: enterprises.value?.data,
    reloadEnterprises: enterprises.reload,
    bocs: bocs.value?.data,
    reloadBocs: bocs.reload,
  };
}

export type Organisation = ReturnType<typeof useOrganisation>;
