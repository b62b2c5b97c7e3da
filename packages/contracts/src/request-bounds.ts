import { z } from "zod";

/**
 * Bounds on the numbers a request may carry: a value the database cannot hold is refused by
 * validation (400, naming the field, in the caller's language) before any query runs, instead
 * of failing in the database (500).
 */

/** The largest PostgreSQL `integer`, the type of every id and count Portico stores. */
export const MAX_DB_INT = 2_147_483_647;

/** The last second of the year 9999: the latest unix time a list filter takes (PostgreSQL and JavaScript both hold it). */
export const MAX_UNIX_SECONDS = 253_402_300_799;

/** A stored row's id in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_DB_INT);

/** A stored row's id in a query string. */
export const RowIdQuerySchema = z.coerce.number<number>().int().positive().max(MAX_DB_INT);

/** Unix seconds in a query string (the lists' time filters). */
export const UnixSecondsQuerySchema = z.coerce.number<number>().int().nonnegative().max(MAX_UNIX_SECONDS);
