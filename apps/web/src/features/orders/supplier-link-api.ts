import type { supplierLinkCreatedSchema, supplierLinkListSchema } from '@portside/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const SUPPLIER_CREATE_LINK_URL = '/client/api/Supplier/CreateLink';
export const SUPPLIER_LINKS_URL = '/client/api/Supplier/GetLinks';
export const SUPPLIER_REVOKE_URL = '/client/api/Supplier/RevokeLink';

export type SupplierLinks = z.infer<typeof supplierLinkListSchema>;
export type SupplierLinkCreated = z.infer<typeof supplierLinkCreatedSchema>;

// An order's supplier links (/SupplierAllBack), on the order detail page.

const linksKey = (orderId: string) => ['supplierLinks', orderId] as const;

export function useSupplierLinks(orderId: string) {
  return useQuery({
    queryKey: linksKey(orderId),
    queryFn: () => post<SupplierLinks>(SUPPLIER_LINKS_URL, { OrderId: orderId }),
  });
}

export function useCreateSupplierLink(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { SupplierEmail: string; ValidDays: number }) =>
      post<SupplierLinkCreated>(SUPPLIER_CREATE_LINK_URL, { OrderId: orderId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(orderId) }),
  });
}

export function useRevokeSupplierLink(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<{ Id: string }>(SUPPLIER_REVOKE_URL, { Id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(orderId) }),
  });
}
