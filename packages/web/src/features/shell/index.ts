export { AppLayout } from './AppLayout';
export { NotForYourRolePage } from './NotForYourRolePage';
export { NotFoundPage } from './NotFoundPage';
export { StaffApp } from './StaffApp';
