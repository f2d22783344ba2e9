/** The profile's query keys, apart from its fetchers so the shell can read the cache without their schemas. */
export const profileKeys = {
  me: ['profiles', 'me'] as const,
};
