/** An invitation row as the form holds it. */
export type InviteRow = {
  email?: string;
  phone_number?: string;
  firstname?: string;
  lastname?: string;
};

/** A row as the contract takes it: blank names left out, the rest as typed (the schema trims). */
export function inviteInput(row: InviteRow | undefined) {
  return {
    email: row?.email ?? '',
    phone_number: row?.phone_number ?? '',
    firstname: row?.firstname?.trim() || undefined,
    lastname: row?.lastname?.trim() || undefined,
  };
}

/** `owners.2.email` → ['owners', 2, 'email']. */
export function apiFieldPath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
