export { LoginPage } from './LoginPage';
export { useIdleSignOut } from './useIdleSignOut';
export { useSignOut } from './useSignOut';
