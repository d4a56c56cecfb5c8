export { CompanyMasterListPage } from './CompanyMasterListPage';
export { EnterpriseDialog } from './EnterpriseDialog';
export { EnterpriseFlags } from './EnterpriseFlags';
