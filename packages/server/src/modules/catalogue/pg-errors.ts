import { driverErrorOf } from '../../plugins/database-errors';

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
export const pgCode = (error: unknown): string | undefined => driverErrorOf(error)?.code;
export const UNIQUE_VIOLATION = '23505';
