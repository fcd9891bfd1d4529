// What other parts of the server use of imports/; everything else here is its own business.
export { createSheetsHandler, isSheetRequest } from './sheets-http.ts';
export { startImportWorker } from './worker.ts';
