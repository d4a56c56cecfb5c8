/** A store as the BOC-scoped paths name it: `/api/boc/{bocId}/store/{storeId}/...` (database ids). */
export type StoreRef = { readonly bocId: number; readonly storeId: number };
