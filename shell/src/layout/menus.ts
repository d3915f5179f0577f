import { type MenuItem, menuOf } from '@apparel/contracts';
import { createContext, useContext } from 'react';
import type { PageRoute } from '../routes/route-table';

export type { MenuItem };

/** The route table the shell was started with (from /remotes.json), for the menus. */
export const RouteTableContext = createContext<readonly PageRoute[]>([]);

/**
 * The role's side menu, from the menu entries of the pinned remotes' routes: by section, then order.
 * The remotes' manifests give product.md §2's labels and order (checked in scripts/test/spec-routes.test.ts).
 */
export const useMenu = (role: string): readonly MenuItem[] => menuOf(role, useContext(RouteTableContext));
