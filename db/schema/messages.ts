import type { Generated } from 'kysely';
import type { Defaulted } from './columns.ts';

// The messaging tables of the Database interface in db/schema.ts (docs/product/messages.md).

export interface ConversationsTable {
  id: string;
  /** The pair in canonical order: user_a < user_b. */
  user_a: string;
  user_b: string;
  /** 'book:<id>', 'order:<id>' or 'general': one conversation per pair and subject. */
  subject: string;
  book_id: string | null;
  order_id: string | null;
  created_by: string;
  created_at: string;
  last_message_at: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
}

export interface ConversationReadsTable {
  conversation_id: string;
  user_id: string;
  /** Id of the last message this participant has seen (0: none). */
  last_read_message_id: Defaulted<number>;
  last_read_at: string;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}
