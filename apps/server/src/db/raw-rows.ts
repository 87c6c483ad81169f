/**
 * The rows of a raw `db.execute(sql...)`. Both drivers answer `{ rows }`, but their result types
 * differ, so the shared Database type leaves it unknown: this is the one place that reads it.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
