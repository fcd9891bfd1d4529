// What other parts of the server use of mail/; everything else here is its own business.

export type { SignerConfig } from './link-signature.ts';
export { linkSignatureValid, listUnsubscribeHeaders, signLink } from './link-signature.ts';
export { failedMail, outboxCounts, queueMail } from './outbox.ts';
export { sendMail } from './sender.ts';
