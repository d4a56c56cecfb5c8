export { ImportsPage } from './ImportsPage';
