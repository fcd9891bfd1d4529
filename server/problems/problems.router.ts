import { router } from '../trpc.ts';

// An order's problems (docs/product/problems.md): 'Relatar problema', answers, proposals and the
// request for mediation, by the order's two parties only.
export const problemsRouter = router({});
