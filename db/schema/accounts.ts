// Tables of signing in that db/schema.ts does not hold.

/** A password recovery link (docs/product/accounts.md#password-recovery); its token is never stored. */
export interface PasswordResetsTable {
  /** The token's keyed hash (server/accounts/password-reset.ts). */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}
