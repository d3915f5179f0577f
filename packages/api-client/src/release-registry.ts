import {
  releaseEndpoints as endpoints,
  type PinRemote,
  pathOf,
  type ReleaseTokenForm,
  type RemoteLoadFailure,
  type StartCanary,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { API_BASE } from './http';

/** Query keys of the release registry: the remotes (with pins and canaries), their history, the tokens. */
export const registryKeys = {
  all: ['release-registry'] as const,
  remotes: () => [...registryKeys.all, 'remotes'] as const,
  history: (query: { name?: string; page: number }) => [...registryKeys.all, 'history', query] as const,
  tokens: () => [...registryKeys.all, 'tokens'] as const,
};

/** What a pin, rollback, canary, promote or drop answers: "mf-media pinned to 1.3.0". */
export type RegistryChange = { message: string };

/** A change of a pin or canary: afterwards the remotes and their history are read again. */
export const useRegistryMutation = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
};

/** A change of the release tokens: afterwards their list is read again. */
const useTokenMutation = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.tokens() }),
  });
};

// The remotes, their pins and canaries

/** Each remote with its pin, its canary and its published versions. */
export const listRemotes = ({ signal }: { signal?: AbortSignal } = {}) => call(endpoints.remotes, { signal });

export const listRemotesQueryOptions = () =>
  queryOptions({ queryKey: registryKeys.remotes(), queryFn: ({ signal }) => listRemotes({ signal }) });

export const useRegistryRemotes = () => useQuery(listRemotesQueryOptions());

export interface RegistryHistoryQuery {
  /** One remote's changes; all remotes' when absent. */
  name?: string;
  page: number;
}

/** Who changed which pin or canary, when, from, to and why (`name`, `page`). */
export const listRegistryHistory = (query: RegistryHistoryQuery, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.history, { query: { ...query }, signal });

export const registryHistoryQueryOptions = (query: RegistryHistoryQuery) =>
  queryOptions({
    queryKey: registryKeys.history(query),
    queryFn: ({ signal }) => listRegistryHistory(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRegistryHistory = (query: RegistryHistoryQuery) =>
  useQuery(registryHistoryQueryOptions(query));

export interface PublishRemoteVersionInput {
  name: string;
  version: string;
  /** The version's dist as one zip, as `pnpm remotes publish` builds it. */
  archive: Blob;
}

/** Uploads a version's zip, its version in the query (release token or super admin). */
export const publishRemoteVersion = ({ name, version, archive }: PublishRemoteVersionInput) =>
  call(endpoints.publish, {
    params: { name },
    query: { version },
    body: archive.type ? archive : new Blob([archive], { type: 'application/zip' }),
  });

export interface PinRemoteInput extends PinRemote {
  name: string;
}

/** Serve this version to everyone (409 with the reason when refused). */
export const pinRemote = ({ name, ...pin }: PinRemoteInput): Promise<RegistryChange> =>
  call(endpoints.pin, { params: { name }, body: pin });

export const usePinRemote = () => useRegistryMutation(pinRemote);

/** Back to the version pinned before the current one. */
export const rollbackRemote = (name: string): Promise<RegistryChange> =>
  call(endpoints.rollback, { params: { name } });

export const useRollbackRemote = () => useRegistryMutation(rollbackRemote);

export interface StartCanaryInput extends StartCanary {
  name: string;
}

/** Serve a second version to a percentage of users. */
export const startCanary = ({ name, ...canary }: StartCanaryInput): Promise<RegistryChange> =>
  call(endpoints.startCanary, { params: { name }, body: canary });

export const useStartCanary = () => useRegistryMutation(startCanary);

/** The canary's version becomes the pin for everyone. */
export const promoteCanary = (name: string): Promise<RegistryChange> =>
  call(endpoints.promoteCanary, { params: { name } });

export const usePromoteCanary = () => useRegistryMutation(promoteCanary);

/** Everyone gets the pinned version again. */
export const dropCanary = (name: string): Promise<RegistryChange> =>
  call(endpoints.dropCanary, { params: { name } });

export const useDropCanary = () => useRegistryMutation(dropCanary);

// The release tokens

/** Each token's remote, creator, creation and last use (never the secret). */
export const listReleaseTokens = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.tokens, { signal });

export const releaseTokensQueryOptions = () =>
  queryOptions({ queryKey: registryKeys.tokens(), queryFn: ({ signal }) => listReleaseTokens({ signal }) });

export const useReleaseTokens = () => useQuery(releaseTokensQueryOptions());

/** A token that can publish only this remote; the answer holds its secret, once. */
export const createReleaseToken = (token: ReleaseTokenForm) => call(endpoints.createToken, { body: token });

export const useCreateReleaseToken = () => useTokenMutation(createReleaseToken);

/** The token publishes nothing any more. */
export const revokeReleaseToken = (id: number) => call(endpoints.revokeToken, { params: { id } });

export const useRevokeReleaseToken = () => useTokenMutation(revokeReleaseToken);

// The shell's load-failure reports

/**
 * Tells the server log which remote failed to load (public, 204). Sent without the session's token (the
 * report carries no personal data) and with keepalive, so it still leaves when the user reloads; a report
 * that cannot be sent is dropped.
 */
export const reportRemoteLoadFailure = async (failure: RemoteLoadFailure): Promise<void> => {
  try {
    await fetch(`${API_BASE}${pathOf(endpoints.reportLoadFailure)}`, {
      method: endpoints.reportLoadFailure.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(failure),
      keepalive: true,
    });
  } catch {
    // The report is best effort: the failure itself is already shown to the user.
  }
};
