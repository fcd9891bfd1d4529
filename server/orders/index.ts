// What other parts of the server use of orders/; everything else here is its own business.
export { applyOutcomeToOrder, type OrderAfterOutcome } from './outcomes.ts';
