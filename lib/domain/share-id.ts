// The numeric id in a share path: digits only and within PostgreSQL's integer, or null (a not-found, never a 500).
const ID = /^\d{1,10}$/;

export function parseShareId(id: string): number | null {
  return ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}
