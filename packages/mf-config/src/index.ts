export {
  API_ORIGIN,
  type AppEntry,
  devServerAnswer,
  federationName,
  REMOTE_PORTS,
  REMOTES,
  type RemoteName,
  remotePort,
  SHELL_PORT,
} from './apps';
export { BROWSERS } from './base-config';
export { createHostConfig, type HostOptions } from './host-config';
export { MANTINE_CONTEXT_FILES, mantineContextShares, mantineVersion } from './mantine';
export { createRemoteConfig, pageExposes, type RemoteOptions, routeManifest } from './remote-config';
export { sharedSingletons } from './shared';
