export { API_ORIGIN, devServerPins, federationName, REMOTE_PORTS, type RemoteName, SHELL_PORT } from './apps';
export { BROWSERS } from './base-config';
export { createHostConfig, type HostOptions } from './host-config';
export { createRemoteConfig, type RemoteOptions } from './remote-config';
export { sharedSingletons } from './shared';
