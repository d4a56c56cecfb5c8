export * from './planner-search.rules.js';
export * from './planner-results.rules.js';
