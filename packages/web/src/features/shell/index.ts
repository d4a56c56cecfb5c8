export { AppLayout } from './AppLayout';
export { ComingSoonPage } from './ComingSoonPage';
export { NotFoundPage } from './NotFoundPage';
