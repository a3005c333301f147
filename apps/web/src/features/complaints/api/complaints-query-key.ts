// Its own file: the complaint page's form invalidates the lists without loading them (or zod).

/** Every complaints query starts with this key; submitting and handling invalidate it. */
export const complaintsQueryKey = ['complaints'] as const;
