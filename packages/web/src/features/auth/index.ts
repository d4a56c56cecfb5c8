export { LoginPage } from './LoginPage';
export { useSignOut } from './useSignOut';
