/**
 * The operations planners-engine.contract.test.ts exercises against the contract (issue 15: every
 * planner run, the transfer of chosen rows, the audit, the alert, definitions and lisa/art).
 * server-contract.test.ts leaves them to that file, so every served operation is exercised once.
 */
export const PLANNERS_ENGINE_OPERATIONS: readonly string[] = [
  'runFuturePrediction',
  'runFuturePrediction0k',
  'runFuturePrediction0kSpecial',
  'runFuturePrediction05k',
  'runFuturePrediction7500',
  'runFuturePrediction10k',
  'runFuturePrediction15k',
  'runFuturePrediction20k',
  'runFuturePrediction25k',
  'runFuturePredictionCheckUp',
  'runFuturePredictionCheckUp30Days',
  'runFuturePredictionPost30Months',
  'runFuturePredictionHondaOldModel',
  'runHondaServicePass',
  'runFirstInteraction',
  'runStateInspectionPlanner',
  'transferPlannerRows',
  'sendPredictivePlannerEmailAlert',
  'lisaArt',
  'getPlannerDefinitions',
  'savePlannerDefinition',
  'auditPlanner',
];
