export declare const ROLES: readonly ["SUPER_ADMIN", "MANUFACTURER", "RETAILER"];
export type Role = (typeof ROLES)[number];
/** The roles that have a home in this admin panel; any other role is sent to /error "Invalid user role". */
export declare const PANEL_ROLES: readonly ["SUPER_ADMIN", "MANUFACTURER"];
export type PanelRole = (typeof PANEL_ROLES)[number];
export declare const isPanelRole: (role: string) => role is PanelRole;
