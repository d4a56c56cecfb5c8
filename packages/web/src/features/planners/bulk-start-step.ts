import type { BulkStartPreview } from '@torque/domain';

/** Where a bulk start stands: preparing the preview, waiting for staff to confirm, starting. */
export type BulkStartStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'preparing' }
  | { readonly kind: 'confirming'; readonly leadIds: readonly number[]; readonly preview: BulkStartPreview }
  | {
      readonly kind: 'starting';
      readonly done: number;
      readonly of: number;
      readonly preview: BulkStartPreview;
    };
