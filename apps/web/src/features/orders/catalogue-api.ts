import type {
  Address,
  AddressInput,
  addressListRequestSchema,
  addressPageSchema,
  Product,
  ProductInput,
  productListRequestSchema,
  productPageSchema,
  Warehouse,
  warehouseListRequestSchema,
  warehousePageSchema,
  warehouseSearchRequestSchema,
} from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const PRODUCT_LIST_URL = '/client/api/Product/GetPageList';
export const PRODUCT_CREATE_URL = '/client/api/Product/Create';
export const PRODUCT_UPDATE_URL = '/client/api/Product/Update';
export const PRODUCT_DELETE_URL = '/client/api/Product/Delete';
export const ADDRESS_LIST_URL = '/client/api/Address/GetPageList';
export const ADDRESS_CREATE_URL = '/client/api/Address/Create';
export const ADDRESS_UPDATE_URL = '/client/api/Address/Update';
export const ADDRESS_DELETE_URL = '/client/api/Address/Delete';
export const WAREHOUSE_LIST_URL = '/client/api/Warehouse/GetPageList';
export const WAREHOUSE_SEARCH_URL = '/client/api/Warehouse/Search';

export type ProductListRequest = z.input<typeof productListRequestSchema> & { PageIndex: number; PageSize: number };
export type AddressListRequest = z.input<typeof addressListRequestSchema> & { PageIndex: number; PageSize: number };
export type WarehouseListRequest = z.input<typeof warehouseListRequestSchema> & { PageIndex: number; PageSize: number };
type ProductPage = z.infer<typeof productPageSchema>;
type AddressPage = z.infer<typeof addressPageSchema>;
type WarehousePage = z.infer<typeof warehousePageSchema>;

/** POST Product/GetPageList: a page of the company's catalogue. */
export function useProductPage(request: ProductListRequest) {
  return useQuery({
    queryKey: [PRODUCT_LIST_URL, request],
    queryFn: () => post<ProductPage>(PRODUCT_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

/** Creates a product, or changes it when it has an Id; the catalogue is read again after. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput & { Id?: string }) =>
      post<Product>(body.Id ? PRODUCT_UPDATE_URL : PRODUCT_CREATE_URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCT_LIST_URL] }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Id: string) => post<null>(PRODUCT_DELETE_URL, { Id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCT_LIST_URL] }),
  });
}

/** POST Address/GetPageList: a page of the company's address book. */
export function useAddressPage(request: AddressListRequest) {
  return useQuery({
    queryKey: [ADDRESS_LIST_URL, request],
    queryFn: () => post<AddressPage>(ADDRESS_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput & { Id?: string }) =>
      post<Address>(body.Id ? ADDRESS_UPDATE_URL : ADDRESS_CREATE_URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADDRESS_LIST_URL] }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Id: string) => post<null>(ADDRESS_DELETE_URL, { Id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADDRESS_LIST_URL] }),
  });
}

/** POST Warehouse/GetPageList: a page of the forwarder's warehouses by code. */
export function useWarehousePage(request: WarehouseListRequest) {
  return useQuery({
    queryKey: [WAREHOUSE_LIST_URL, request],
    queryFn: () => post<WarehousePage>(WAREHOUSE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

/** POST Warehouse/Search: the picker's few warehouses for what the user typed. */
export function useWarehouseSearch(request: z.input<typeof warehouseSearchRequestSchema>) {
  return useQuery({
    queryKey: [WAREHOUSE_SEARCH_URL, request],
    queryFn: () => post<Warehouse[]>(WAREHOUSE_SEARCH_URL, request),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
