export { PlannerSchedulePanel } from './PlannerSchedulePanel';
