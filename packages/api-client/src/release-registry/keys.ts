/** Query keys of the release registry: the remotes (with pins and canaries), their history, the tokens. */
export const registryKeys = {
  all: ['release-registry'] as const,
  remotes: () => [...registryKeys.all, 'remotes'] as const,
  history: (query: { name?: string; page: number }) => [...registryKeys.all, 'history', query] as const,
  tokens: () => [...registryKeys.all, 'tokens'] as const,
};
