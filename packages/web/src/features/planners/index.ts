export { PlannersPage } from './PlannersPage';
