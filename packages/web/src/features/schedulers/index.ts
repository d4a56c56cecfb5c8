export { SchedulersPanel } from './SchedulersPanel';
