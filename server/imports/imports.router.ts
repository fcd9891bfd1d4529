import { router } from '../trpc.ts';

// Spreadsheets in and out of a seller's catalogue (docs/product/spreadsheets.md).
export const importsRouter = router({});
