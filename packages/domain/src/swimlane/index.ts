export * from './swimlane-lane.js';
export * from './swimlane-notices.js';
