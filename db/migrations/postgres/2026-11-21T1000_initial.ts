import { sql } from 'kysely';
import * as shipped from '../2026-11-21T1000_initial.ts';
import { onPostgres } from './on-postgres.ts';

// The initial schema on PostgreSQL: the shipped migration, whose three GLOB checks become regular
// expressions with the same names and meaning. `x glob '[a-z0-9]*'` (first character) is
// `x ~ '^[a-z0-9]'`; `x not glob '*[^0-9]*'` (no other character anywhere) is `x !~ '[^0-9]'`.
// The cluster's C locale ranges by code point, as GLOB does.
export const { up, down } = onPostgres(shipped, {
  profiles_username_format: sql`username is null or username ~ '^[a-z0-9]' and username !~ '[^a-z0-9-]'`,
  identity_cpf_digits: sql`length(cpf) = 11 and cpf !~ '[^0-9]'`,
  addresses_cep_digits: sql`length(cep) = 8 and cep !~ '[^0-9]'`,
});
