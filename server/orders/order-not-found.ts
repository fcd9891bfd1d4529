import { RuleError } from '../errors.ts';

/** An unknown order and one the reader is no party to get the same answer: neither exists for them. */
export const orderNotFound = () => new RuleError('NOT_FOUND', 'Pedido não encontrado.');
