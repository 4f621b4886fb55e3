import type { UserInfo } from '@portside/contracts/identity';
import { create } from 'zustand';

/** Spec §3: the order type of new orders defaults to 1. */
export const DEFAULT_ORDER_TYPE = 1;

export type CompanyInfo = Pick<
  UserInfo,
  'CompanyId' | 'CompanyNameEn' | 'CompanyNameZh' | 'IsFobAgentClient' | 'IsPrivateCustomer'
>;

interface UserState {
  userInfo: UserInfo | undefined;
  companyInfo: CompanyInfo | undefined;
  /** The customer works by batch. */
  worksByBatch: boolean;
  /** A forwarder staff member opened the portal as this user (callback login). */
  isFromAdmin: boolean;
  orderType: number;
  setUserInfo: (userInfo: UserInfo) => void;
  clear: () => void;
}

const signedOut = {
  userInfo: undefined,
  companyInfo: undefined,
  worksByBatch: false,
  isFromAdmin: false,
  orderType: DEFAULT_ORDER_TYPE,
};

/** The signed-in user and their company (spec §3 client-side state). */
export const useUserStore = create<UserState>()((set) => ({
  ...signedOut,
  setUserInfo: (userInfo) =>
    set({
      userInfo,
      companyInfo: {
        CompanyId: userInfo.CompanyId,
        CompanyNameEn: userInfo.CompanyNameEn,
        CompanyNameZh: userInfo.CompanyNameZh,
        IsFobAgentClient: userInfo.IsFobAgentClient,
        IsPrivateCustomer: userInfo.IsPrivateCustomer,
      },
      worksByBatch: userInfo.WorksByBatch,
      isFromAdmin: userInfo.IsFromAdmin,
    }),
  clear: () => set(signedOut),
}));

/** The user belongs to a client company (or is staff acting as one): messages and uploads are theirs. */
export function useIsClientUser(): boolean {
  return useUserStore((state) => state.companyInfo?.CompanyId != null);
}
