import type { Migration } from 'kysely';
import type { Engine } from '../dialect.ts';
import * as initial from './2026-11-21T1000_initial.ts';
import * as accounts from './2026-11-21T1100_accounts.ts';
import * as search from './2026-11-21T1200_search.ts';
import * as admin from './2026-11-21T1300_admin.ts';
import * as messages from './2026-11-21T1400_messages.ts';
import * as related from './2026-11-21T1500_related.ts';
import * as referenceCategories from './2026-11-24T1000_reference_categories.ts';
import * as bookAuthors from './2026-11-24T1100_book_authors.ts';
import * as workSales from './2026-11-24T1200_work_sales.ts';
import * as demoMembers from './2026-11-24T1300_demo_members.ts';
import * as auditIp from './2026-11-24T1400_audit_ip.ts';
import * as outboxRetry from './2026-11-24T1500_outbox_retry.ts';
import * as favourites from './2026-11-26T1000_favourites.ts';
import * as pix from './2026-11-26T1100_pix.ts';
import * as delivery from './2026-11-26T1200_delivery.ts';
import * as dataRights from './2026-11-26T1300_data_rights.ts';
import * as sessionDevice from './2026-11-26T1400_session_device.ts';
import * as postgresSearch from './2026-11-26T1500_postgres_search.ts';
import * as ratingPrecision from './2026-11-26T1510_rating_precision.ts';
import * as notifications from './2026-11-26T1600_notifications.ts';
import * as wants from './2026-11-26T1700_wants.ts';
import * as offers from './2026-11-26T1800_offers.ts';
import * as searchDocuments from './2026-11-26T1900_search_documents.ts';
import * as searchOnDisk from './2026-11-27T1000_search_on_disk.ts';
import * as passwordResets from './2026-11-28T1100_password_resets.ts';
import * as cepLookups from './2026-11-28T1300_cep_lookups.ts';
import * as searchWordSplit from './2026-11-28T1500_search_word_split.ts';
import * as isbnLookups from './2026-11-29T1000_isbn_lookups.ts';
import * as sellerCodes from './2026-11-29T1100_seller_codes.ts';
import * as storeVacation from './2026-11-29T1200_store_vacation.ts';
import * as orderTrust from './2026-11-29T1300_order_trust.ts';
import * as packingPhotos from './2026-11-29T1400_packing_photos.ts';
import * as openProblemOnce from './2026-11-29T1410_open_problem_once.ts';
import * as publicStamp from './2026-11-29T1600_public_stamp.ts';
import * as pgInitial from './postgres/2026-11-21T1000_initial.ts';
import * as pgBookAuthors from './postgres/2026-11-24T1100_book_authors.ts';
import * as pgPostgresSearch from './postgres/2026-11-26T1500_postgres_search.ts';
import * as pgRatingPrecision from './postgres/2026-11-26T1510_rating_precision.ts';
import * as pgSearchDocuments from './postgres/2026-11-26T1900_search_documents.ts';
import * as pgSearchOnDisk from './postgres/2026-11-27T1000_search_on_disk.ts';
import * as pgSearchWordSplit from './postgres/2026-11-28T1500_search_word_split.ts';
import { onPostgres } from './postgres/on-postgres.ts';

// Listed by hand rather than read from the folder, so the same list works under tsx, in tests
// and in any bundle. Names sort by date; Kysely applies them in that order.
export const migrations: Record<string, Migration> = {
  '2026-11-21T1000_initial': initial,
  '2026-11-21T1100_accounts': accounts,
  '2026-11-21T1200_search': search,
  '2026-11-21T1300_admin': admin,
  '2026-11-21T1400_messages': messages,
  '2026-11-21T1500_related': related,
  '2026-11-24T1000_reference_categories': referenceCategories,
  '2026-11-24T1100_book_authors': bookAuthors,
  '2026-11-24T1200_work_sales': workSales,
  '2026-11-24T1300_demo_members': demoMembers,
  '2026-11-24T1400_audit_ip': auditIp,
  '2026-11-24T1500_outbox_retry': outboxRetry,
  '2026-11-26T1000_favourites': favourites,
  '2026-11-26T1100_pix': pix,
  '2026-11-26T1200_delivery': delivery,
  '2026-11-26T1300_data_rights': dataRights,
  '2026-11-26T1400_session_device': sessionDevice,
  '2026-11-26T1500_postgres_search': postgresSearch,
  '2026-11-26T1510_rating_precision': ratingPrecision,
  '2026-11-26T1600_notifications': notifications,
  '2026-11-26T1700_wants': wants,
  '2026-11-26T1800_offers': offers,
  '2026-11-26T1900_search_documents': searchDocuments,
  '2026-11-27T1000_search_on_disk': searchOnDisk,
  '2026-11-28T1100_password_resets': passwordResets,
  '2026-11-28T1300_cep_lookups': cepLookups,
  '2026-11-28T1500_search_word_split': searchWordSplit,
  '2026-11-29T1000_isbn_lookups': isbnLookups,
  '2026-11-29T1100_seller_codes': sellerCodes,
  '2026-11-29T1200_store_vacation': storeVacation,
  '2026-11-29T1300_order_trust': orderTrust,
  '2026-11-29T1400_packing_photos': packingPhotos,
  '2026-11-29T1410_open_problem_once': openProblemOnce,
  '2026-11-29T1600_public_stamp': publicStamp,
};

// PostgreSQL's twins of the migrations that use SQLite-only SQL, by the same name
// (docs/decisions/026-postgresql-engine.md#twin-migrations). Kysely records applied migrations by
// name, so a database knows the same history whichever engine it is on.
const postgresTwins: Record<string, Migration> = {
  '2026-11-21T1000_initial': pgInitial,
  '2026-11-24T1100_book_authors': pgBookAuthors,
  '2026-11-26T1500_postgres_search': pgPostgresSearch,
  '2026-11-26T1510_rating_precision': pgRatingPrecision,
  '2026-11-26T1900_search_documents': pgSearchDocuments,
  '2026-11-27T1000_search_on_disk': pgSearchOnDisk,
  '2026-11-28T1500_search_word_split': pgSearchWordSplit,
};

/** The migrations for an engine: on PostgreSQL each twin replaces its shipped namesake, in place. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  if (engine === 'sqlite') return migrations;
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      postgresTwins[name] ?? onPostgres(migration),
    ]),
  );
}
