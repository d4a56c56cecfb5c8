export { CustomerPanel } from './CustomerPanel';
