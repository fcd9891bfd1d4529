// What other parts of the server use of reports/; everything else here is its own business.
export { closeReport, countOpenReports, findOpenReport, listReports } from './reports.ts';
