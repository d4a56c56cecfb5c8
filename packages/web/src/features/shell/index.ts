export { AppLayout } from './AppLayout';
export { ComingSoonPage, NotForYourRolePage } from './ComingSoonPage';
export { NotFoundPage } from './NotFoundPage';
export { StaffApp } from './StaffApp';
