export { DeveloperPage } from './DeveloperPage';
