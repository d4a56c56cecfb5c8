/** The user-management screen (issue 20), loaded on demand. */
export { UserManagementPage } from './UserManagementPage';
export { SetPasswordPage } from './SetPasswordPage';
