/** A file chosen for upload; in a browser, a `File`. The domain reads only its name and size. */
export type UploadFile = { readonly name: string; readonly size: number };

/** Called with the upload's progress as a whole percentage (spec 2 §7 data-sync import). */
export type UploadProgress = (percent: number) => void;

/** `loaded` of `total` bytes as a whole percentage in 0..100; an unknown total reads as 0. */
export function uploadPercent(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

export type ProgressReporter = {
  /** Bytes sent so far; reported only when the whole percentage grows, and never past 99. */
  readonly sent: (loaded: number, total: number) => void;
  /** The server took the file: 100. */
  readonly done: () => void;
};

/**
 * Reports an upload's progress: 0 first, then whole percentages that only grow, held at 99 until the
 * server has answered, and 100 only on success, so 100 always means "uploaded".
 */
export function progressReporter(onProgress: UploadProgress): ProgressReporter {
  let last = 0;
  onProgress(0);
  return {
    sent(loaded, total) {
      const percent = Math.min(99, uploadPercent(loaded, total));
      if (percent > last) {
        last = percent;
        onProgress(percent);
      }
    },
    done() {
      if (last < 100) {
        last = 100;
        onProgress(100);
      }
    },
  };
}
