// What other parts of the server use of cep/; everything else here is its own business.
export { lookupCep } from './lookup.ts';
export { cepAnswerOutput } from './outputs.ts';
