import {
  ATTRIBUTE_SINGULAR,
  ATTRIBUTE_TYPES,
  type AttributeItemForm,
  type AttributeOption,
  type AttributePage,
  type AttributeSingular,
  type AttributeSortField,
  type AttributeType,
  attributeEndpoints,
  type Category,
  type CategoryForm,
  type CategoryPage,
  type CategorySortField,
  catalogueEndpoints as endpoints,
  type ListQuery,
  type ProductFormInput,
  type ProductListQuery,
  type Subcategory,
  type SubcategoryForm,
  type SubcategoryPage,
  type SubcategorySortField,
} from '@apparel/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, callWithProgress, downloadFrom } from './call';
import { saveDownloadedFile, type UploadProgress } from './http';
import { pageQuery } from './list-page';
import { type ProductFiles, toProductFormData } from './product-form-data';

/** Query keys of the catalogue: invalidating an `all` key refreshes every list and detail below it. */
export const attributeKeys = {
  all: ['attributes'] as const,
  items: (type: AttributeType) => [...attributeKeys.all, 'items', type] as const,
  options: (singular: AttributeSingular) => [...attributeKeys.all, 'options', singular] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  subcategories: (categoryId: number) => [...categoryKeys.all, 'subcategories', categoryId] as const,
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  /** Under `all`, so an import's end (which invalidates `all`) refreshes the last imports too. */
  imports: () => [...productKeys.all, 'imports'] as const,
};

/** A mutation that refreshes everything under one `all` key when it succeeds. */
const useMutationRefreshing = <Input, Answer>(
  queryKey: readonly string[],
  mutationFn: (input: Input) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
};

// ---- Attributes ----

/** The plural type of a singular reading (`color` is `colors`). */
const TYPE_OF = Object.fromEntries(ATTRIBUTE_TYPES.map((type) => [ATTRIBUTE_SINGULAR[type], type])) as Record<
  AttributeSingular,
  AttributeType
>;

export type AttributeListQuery = ListQuery<AttributeSortField>;

/** One page of one attribute type's items, active or not, searched and sorted. */
export const useAttributeItems = (type: AttributeType, query: AttributeListQuery) =>
  useQuery({
    queryKey: [...attributeKeys.items(type), query] as const,
    queryFn: ({ signal }) =>
      call(attributeEndpoints[type].list, { query: pageQuery(query), signal }) as Promise<AttributePage>,
    placeholderData: keepPreviousData,
  });

/** The active items of one type (`color`, `size`, ...) as select options {id, name}. */
export const useAttributeOptions = (singular: AttributeSingular) =>
  useQuery({
    queryKey: attributeKeys.options(singular),
    queryFn: ({ signal }): Promise<AttributeOption[]> =>
      call(attributeEndpoints[TYPE_OF[singular]].options, { signal }),
  });

export interface CreateAttributeItemInput {
  type: AttributeType;
  item: AttributeItemForm;
}

/** {name, description, isActive}. */
export const useCreateAttributeItem = () =>
  useMutationRefreshing(attributeKeys.all, ({ type, item }: CreateAttributeItemInput) =>
    call(attributeEndpoints[type].create, { body: item }),
  );

export interface UpdateAttributeItemInput {
  type: AttributeType;
  id: number;
  item: AttributeItemForm;
}

/** {name, description, isActive}. */
export const useUpdateAttributeItem = () =>
  useMutationRefreshing(attributeKeys.all, ({ type, id, item }: UpdateAttributeItemInput) =>
    call(attributeEndpoints[type].update, { params: { id }, body: item }),
  );

export interface DeleteAttributeItemInput {
  type: AttributeType;
  id: number;
}

/** 409 with a message when products use the item. */
export const useDeleteAttributeItem = () =>
  useMutationRefreshing(attributeKeys.all, ({ type, id }: DeleteAttributeItemInput) =>
    call(attributeEndpoints[type].remove, { params: { id } }),
  );

// ---- Categories and sub-categories ----

/**
 * Every category with its sub-categories ({id, name}) and their count (the selects of the product form
 * and the sub-categories page).
 */
export const useCategories = () =>
  useQuery({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => call(endpoints.listCategories, { signal }) as Promise<Category[]>,
  });

export type CategoryListQuery = ListQuery<CategorySortField>;

/** One page of the categories screen, searched and sorted. */
export const useCategoryPage = (query: CategoryListQuery) =>
  useQuery({
    queryKey: [...categoryKeys.all, 'page', query] as const,
    queryFn: ({ signal }) =>
      call(endpoints.listCategories, { query: pageQuery(query), signal }) as Promise<CategoryPage>,
    placeholderData: keepPreviousData,
  });

/** {name, description}. */
export const useCreateCategory = () =>
  useMutationRefreshing(categoryKeys.all, (category: CategoryForm) =>
    call(endpoints.createCategory, { body: category }),
  );

export interface UpdateCategoryInput {
  id: number;
  category: CategoryForm;
}

/** {name, description}. */
export const useUpdateCategory = () =>
  useMutationRefreshing(categoryKeys.all, ({ id, category }: UpdateCategoryInput) =>
    call(endpoints.updateCategory, { params: { id }, body: category }),
  );

/** 409 (with `error`) when products use it. */
export const useDeleteCategory = () =>
  useMutationRefreshing(categoryKeys.all, (id: number) => call(endpoints.removeCategory, { params: { id } }));

/** The sub-categories of the chosen category; nothing is fetched until one is chosen. */
export const useSubcategories = (categoryId: number | null | undefined) =>
  useQuery({
    queryKey: categoryKeys.subcategories(categoryId ?? 0),
    queryFn: ({ signal }) =>
      call(endpoints.listSubcategories, {
        params: { categoryId: categoryId ?? 0 },
        signal,
      }) as Promise<Subcategory[]>,
    enabled: !!categoryId,
  });

export type SubcategoryListQuery = ListQuery<SubcategorySortField>;

/** The sub-categories screen's page of the chosen category, searched and sorted; nothing is fetched until one is chosen. */
export const useSubcategoryPage = (categoryId: number | null | undefined, query: SubcategoryListQuery) =>
  useQuery({
    queryKey: [...categoryKeys.subcategories(categoryId ?? 0), 'page', query] as const,
    queryFn: ({ signal }) =>
      call(endpoints.listSubcategories, {
        params: { categoryId: categoryId ?? 0 },
        query: pageQuery(query),
        signal,
      }) as Promise<SubcategoryPage>,
    placeholderData: keepPreviousData,
    enabled: !!categoryId,
  });

/** {categoryId, name, description}. */
export const useCreateSubcategory = () =>
  useMutationRefreshing(categoryKeys.all, (subcategory: SubcategoryForm) =>
    call(endpoints.createSubcategory, { body: subcategory }),
  );

export interface UpdateSubcategoryInput {
  id: number;
  subcategory: SubcategoryForm;
}

/** {categoryId, name, description}. */
export const useUpdateSubcategory = () =>
  useMutationRefreshing(categoryKeys.all, ({ id, subcategory }: UpdateSubcategoryInput) =>
    call(endpoints.updateSubcategory, { params: { id }, body: subcategory }),
  );

/** 409 (with `error`) when products use it. */
export const useDeleteSubcategory = () =>
  useMutationRefreshing(categoryKeys.all, (id: number) =>
    call(endpoints.removeSubcategory, { params: { id } }),
  );

// ---- Products ----

/**
 * One page of the products list (`page`, `pageSize` up to 100, `q`, `active`, `sortBy`, `sortOrder`);
 * the last page stays on screen while the next loads.
 */
export const useProducts = (query: ProductListQuery = {}, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => call(endpoints.listProducts, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * The product with its link lists (productColors and the other six), its stock grid (`variants`),
 * `packs` and `orderMultiple`.
 */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.readProduct, { params: { id }, signal }),
  });

export const useProduct = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...productQueryOptions(id), enabled });

/** Several products at once (a price list's rows name theirs and their cells), each cached as useProduct's. */
export const useProductsById = (ids: readonly number[]) =>
  useQueries({
    queries: ids.map((id) => productQueryOptions(id)),
    combine: (results) => new Map(results.flatMap((r, i) => (r.data ? [[ids[i] as number, r.data]] : []))),
  });

export interface CreateProductInput {
  product: ProductFormInput;
  files?: ProductFiles;
}

/** Multipart: 409 for a SKU in use, 403 beyond the subscription's product limit. */
export const useCreateProduct = () =>
  useMutationRefreshing(productKeys.all, ({ product, files }: CreateProductInput) =>
    call(endpoints.createProduct, { body: toProductFormData(product, files) }),
  );

export interface UpdateProductInput {
  id: number;
  product: ProductFormInput;
  files?: ProductFiles;
}

/** Multipart, the same payload as create. */
export const useUpdateProduct = () =>
  useMutationRefreshing(productKeys.all, ({ id, product, files }: UpdateProductInput) =>
    call(endpoints.updateProduct, { params: { id }, body: toProductFormData(product, files) }),
  );

/** The product leaves lists and reads (orders keep its name and price). */
export const useDeleteProduct = () =>
  useMutationRefreshing(productKeys.all, (id: number) => call(endpoints.removeProduct, { params: { id } }));

// ---- CSV import and export ----

export interface ImportProductsInput {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Multipart `file`: rows upserted by SKU. Answers `{message, success, failed, errors, failedRowsUrl}`;
 * a file refused as a whole throws ApiError with the server's `error` text.
 */
export const importProducts = ({ file, onProgress, signal }: ImportProductsInput) => {
  const body = new FormData();
  body.append('file', file);
  return callWithProgress(endpoints.importProducts, { body, onProgress, signal });
};

export const useImportProducts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};

/** While an import is RUNNING its row is read again this often, until it ends. */
const RUNNING_REFRESH_MS = 5000;

/** My latest 10 CSV imports (state and counts), newest first. */
export const useProductImports = () =>
  useQuery({
    queryKey: productKeys.imports(),
    queryFn: ({ signal }) => call(endpoints.listImports, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'RUNNING') ? RUNNING_REFRESH_MS : false,
  });

export type ProductExportFilters = Omit<ProductListQuery, 'page' | 'pageSize'>;

/** Exports the products matching the list's filters as a CSV the import takes back, and hands it to the browser. */
export const useExportProducts = () =>
  useMutation({
    mutationFn: async (filters: ProductExportFilters = {}) =>
      saveDownloadedFile(
        await downloadFrom(endpoints.exportProducts, 'products.csv', { query: { ...filters } }),
      ),
  });

/** Downloads the import template (its header and one example row) and hands it to the browser. */
export const useDownloadImportTemplate = () =>
  useMutation({
    mutationFn: async () =>
      saveDownloadedFile(await downloadFrom(endpoints.importTemplate, 'products-template.csv')),
  });
