/** Every queue query (entries, figures) starts with this key; a change to a line invalidates it. */
export const queueQueryKey = ['queue'] as const;
