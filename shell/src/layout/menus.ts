import type { PanelRole } from '@apparel/contracts';

export interface MenuItem {
  label: string;
  to: string;
}

/** The side menu of each role, labels and targets exactly as SPEC 2 gives them. */
export const MENUS: Record<PanelRole, readonly MenuItem[]> = {
  SUPER_ADMIN: [
    { label: 'Dashboard', to: '/admin/dashboard' },
    { label: 'Admin', to: '/admins' },
    { label: 'Manufacturers', to: '/manufacturers' },
  ],
  MANUFACTURER: [
    { label: 'Dashboard', to: '/manufacturer/dashboard' },
    { label: 'Retailers', to: '/retailers/list' },
    { label: 'Request Received', to: '/retailers-req/list' },
    { label: 'New Retailers', to: '/retailers/new' },
    { label: 'Products', to: '/products' },
    { label: 'Orders', to: '/orders' },
    { label: 'Create Orders', to: '/orders-new' },
    { label: 'Media Manager', to: '/media' },
    { label: 'Colors', to: '/attributes/colors' },
    { label: 'Sizes', to: '/attributes/sizes' },
    { label: 'Brands', to: '/attributes/brands' },
    { label: 'Fabrics', to: '/attributes/fabrics' },
    { label: 'Themes', to: '/attributes/themes' },
    { label: 'Materials', to: '/attributes/materials' },
    { label: 'Seasons', to: '/attributes/seasons' },
    { label: 'Categories', to: '/attributes/categories' },
    { label: 'Sub Categories', to: '/attributes/sub-categories' },
  ],
};

export const menuOf = (role: string): readonly MenuItem[] => (role in MENUS ? MENUS[role as PanelRole] : []);
