import type { Pool, PoolClient } from 'pg';

/**
 * Runs `answer` in one transaction with every index scan switched off: the plain statement a list's
 * answer is compared to reads the table as written, never through the indexes the list is tuned with.
 */
export async function withoutIndexes<T>(pool: Pool, answer: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      'set local enable_indexscan = off; set local enable_bitmapscan = off; set local enable_indexonlyscan = off',
    );
    const result = await answer(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
