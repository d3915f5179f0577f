import {
  type AdminCreate,
  type AdminPage,
  type AdminSortField,
  type AdminUpdate,
  adminEndpoints as endpoints,
  type ListQuery,
  MANUFACTURER_PAGE_SIZE,
  type ManufacturerCreate,
  type ManufacturerSearch,
  type ManufacturerUpdate,
  type SubscriptionForm,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { pageQuery } from './list-page';

/** Query keys of the super admin area: invalidating `all` refreshes every list and detail below it. */
export const manufacturerKeys = {
  all: ['manufacturers'] as const,
  searches: () => [...manufacturerKeys.all, 'search'] as const,
  search: (search: ManufacturerSearch) => [...manufacturerKeys.searches(), search] as const,
  detail: (id: number) => [...manufacturerKeys.all, 'detail', id] as const,
};

export const adminKeys = {
  all: ['admins'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
  detail: (id: number) => [...adminKeys.all, 'detail', id] as const,
};

/** A mutation that refreshes every query under `key` (a manufacturer's or an admin's lists and details). */
const useInvalidatingMutation = <Input, Answer>(
  key: readonly string[],
  mutationFn: (input: Input) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

/**
 * The platform at a glance; under the manufacturers' key, so saving a manufacturer or a subscription
 * refreshes the counts too.
 */
export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...manufacturerKeys.all, 'dashboard'] as const,
    queryFn: ({ signal }) => call(endpoints.dashboard, { signal }),
  });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());

// Manufacturers

/** One page of manufacturers. */
export const searchManufacturersQueryOptions = (search: ManufacturerSearch) =>
  queryOptions({
    queryKey: manufacturerKeys.search(search),
    queryFn: ({ signal }) => call(endpoints.searchManufacturers, { body: search, signal }),
  });

export interface ManufacturerListQuery {
  name?: string;
  state?: string;
  page: number;
  /** A column the API sorts by; newest first when absent (product.md §9). */
  sortBy?: ManufacturerSearch['sortBy'];
  sortOrder?: ManufacturerSearch['sortOrder'];
}

/** The manufacturers list (product.md §9: 20 a page, createdAt descending); the last page stays on screen while the next loads. */
export const useManufacturerSearch = ({
  name,
  state,
  page,
  sortBy = 'createdAt',
  sortOrder = 'desc',
}: ManufacturerListQuery) =>
  useQuery({
    ...searchManufacturersQueryOptions({
      filter: { name: name || undefined, state: state || undefined },
      page,
      pageSize: MANUFACTURER_PAGE_SIZE,
      sortBy,
      sortOrder,
    }),
    placeholderData: keepPreviousData,
  });

/** The manufacturer with its admin user and subscription. */
export const getManufacturerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manufacturerKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.readManufacturer, { params: { id }, signal }),
  });

export const useManufacturer = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getManufacturerQueryOptions(id), enabled });

/**
 * The multipart body of POST and PUT /admin/manufacturers (product.md §7): flat fields, the user block as
 * user[...] fields and the logo file. A blank password and an unchanged logo are left out, so the
 * server keeps the current ones.
 */
function toManufacturerFormData(manufacturer: ManufacturerUpdate, logo?: File | null): FormData {
  const body = new FormData();
  body.append('name', manufacturer.name);
  body.append('description', manufacturer.description);
  body.append('address', manufacturer.address);
  body.append('state', manufacturer.state);
  body.append('city', manufacturer.city);
  body.append('gstin', manufacturer.gstin ?? '');
  body.append('user[name]', manufacturer.user.name);
  body.append('user[email]', manufacturer.user.email);
  body.append('user[mobile]', manufacturer.user.mobile);
  if (manufacturer.user.password) body.append('user[password]', manufacturer.user.password);
  if (logo) body.append('logo', logo);
  return body;
}

export interface CreateManufacturerInput {
  manufacturer: ManufacturerCreate;
  logo?: File | null;
}

/** The manufacturer with its first admin user and logo (multipart). */
export const useCreateManufacturer = () =>
  useInvalidatingMutation(manufacturerKeys.all, ({ manufacturer, logo }: CreateManufacturerInput) =>
    call(endpoints.createManufacturer, { body: toManufacturerFormData(manufacturer, logo) }),
  );

export interface UpdateManufacturerInput {
  id: number;
  manufacturer: ManufacturerUpdate;
  /** A new logo; none keeps the current one. */
  logo?: File | null;
}

/** Multipart, the same fields as create. */
export const useUpdateManufacturer = () =>
  useInvalidatingMutation(manufacturerKeys.all, ({ id, manufacturer, logo }: UpdateManufacturerInput) =>
    call(endpoints.updateManufacturer, { params: { id }, body: toManufacturerFormData(manufacturer, logo) }),
  );

export interface SaveSubscriptionInput {
  manufacturerId: number;
  subscription: SubscriptionForm;
}

/** The list shows each subscription's state, so every manufacturer query is refreshed. */
export const useSaveSubscription = () =>
  useInvalidatingMutation(manufacturerKeys.all, ({ manufacturerId, subscription }: SaveSubscriptionInput) =>
    call(endpoints.saveSubscription, { params: { id: manufacturerId }, body: subscription }),
  );

// Admin users

export type AdminListQuery = ListQuery<AdminSortField>;

/** One page of the super admin users, searched and sorted (the query always names its page). */
export const listAdminsQueryOptions = (query: AdminListQuery) =>
  queryOptions({
    queryKey: [...adminKeys.list(), query] as const,
    queryFn: ({ signal }) =>
      call(endpoints.listAdmins, { query: pageQuery(query), signal }) as Promise<AdminPage>,
    placeholderData: keepPreviousData,
  });

export const useAdmins = (query: AdminListQuery) => useQuery(listAdminsQueryOptions(query));

export const getAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.readAdmin, { params: { id }, signal }),
  });

export const useAdmin = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAdminQueryOptions(id), enabled });

/** {user:{name, email, mobile, password}}. */
export const useCreateAdmin = () =>
  useInvalidatingMutation(adminKeys.all, (admin: AdminCreate) =>
    call(endpoints.createAdmin, { body: admin }),
  );

export interface UpdateAdminInput {
  id: number;
  admin: AdminUpdate;
}

/** Email and mobile cannot change; a blank password is left out and kept. */
export const useUpdateAdmin = () =>
  useInvalidatingMutation(adminKeys.all, ({ id, admin }: UpdateAdminInput) => {
    const { password, ...user } = admin.user;
    return call(endpoints.updateAdmin, {
      params: { id },
      body: { user: password ? { ...user, password } : user },
    });
  });
