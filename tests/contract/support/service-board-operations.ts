/**
 * The operations service-board.contract.test.ts exercises against the contract (issue 16: repair
 * orders, sales, the swimlane bridge and the DMS's CDK appointment calls). server-contract.test.ts
 * leaves them to that file.
 */
export const SERVICE_BOARD_OPERATIONS: readonly string[] = [
  'getOpenRoAdvisors',
  'getOpenRo',
  'searchOpenRosByDate',
  'searchOpenRosByStatus',
  'lisaSwimlaneRoStatus',
  'searchClosedRosByClosedDate',
  'lisaSwimlaneRoClosed',
  'searchServiceClosedByDate',
  'getStateInspectionReport',
  'searchServiceClosedByAdvisor',
  'searchOpcodes',
  'downloadOpcodes',
  'searchSalesBySoldDate',
  'searchSales',
  'searchSalesWithClosedService',
  'getVcpMaster',
  'saveVcpMaster',
  'getBridgeOpenRos',
  'getBridgeStores',
  'getBridgeAdvisors',
  'getBridgeClosedRos',
  'getBridgeAppointments',
  'cdkInsertAppointment',
  'cdkReadAppointment',
  'cdkUpdateAppointment',
  'cdkDeleteAppointment',
  'cdkListAppointments',
  'cdkAppointmentHelp',
];
