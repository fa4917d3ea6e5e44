// 'Pilotage de la performance' (issue 35): the workspace's figures over a period, from every
// module's report section (decision 0104), on a page with its charts and CSVs, and as the
// monthly PDF report behind 'Nouveau Rapport'.

export const REPORTING_MODULE_ID = "team-performance-automation";
export const REPORTING_PATH = `/dashboard/${REPORTING_MODULE_ID}`;
