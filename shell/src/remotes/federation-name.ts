/** The container name a remote is built with: "mf-catalogue" -> "mf_catalogue" (same rule as mf-config). */
export const federationName = (remote: string) => remote.replace(/[^A-Za-z0-9_$]/g, '_');
