import { isTransactionConflict } from './db-errors';
import { AppError } from './errors';

/**
 * Runs a transaction, and once more if the database rolled it back for a conflict with another
 * (40001, 40P01): such a failure says nothing about the request. A second conflict answers 503
 * with the catalogue's 'Server error. Please try again later.', never a 4xx that blames the caller.
 * Any other failure is passed on as it is.
 */
export async function retryConflictOnce<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (first) {
    if (!isTransactionConflict(first)) throw first;
  }
  try {
    return await transaction();
  } catch (second) {
    if (!isTransactionConflict(second)) throw second;
    // the database's error goes with it, for the log
    throw Object.assign(new AppError(503, 'errors.server'), { cause: second });
  }
}
