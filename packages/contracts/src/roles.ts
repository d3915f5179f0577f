export const ROLES = ['SUPER_ADMIN', 'MANUFACTURER', 'RETAILER'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that have a home in this admin panel; any other role is sent to /error "Invalid user role". */
export const PANEL_ROLES = ['SUPER_ADMIN', 'MANUFACTURER'] as const satisfies readonly Role[];
export type PanelRole = (typeof PANEL_ROLES)[number];

export const isPanelRole = (role: string): role is PanelRole =>
  (PANEL_ROLES as readonly string[]).includes(role);
