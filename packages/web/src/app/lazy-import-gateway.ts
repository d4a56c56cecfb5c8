import type { ImportGateway, ImportProgressListener } from '@torque/domain';
import { lazyPort } from './lazy-port';

/**
 * The imports port loaded on first use, like lazyPort; watchImport must hand back its stop at once,
 * so it subscribes when the adapter has loaded and a stop called before then cancels that.
 */
export function lazyImportGateway(load: () => Promise<ImportGateway>): ImportGateway {
  let loaded: Promise<ImportGateway> | undefined;
  const adapter = () => (loaded ??= load());
  const calls = lazyPort(adapter);
  const watchImport = (fileReportId: number, onProgress: ImportProgressListener): (() => void) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void adapter().then((gateway) => {
      if (!stopped) stop = gateway.watchImport(fileReportId, onProgress);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return new Proxy(calls, {
    get: (target, name, receiver) =>
      name === 'watchImport' ? watchImport : Reflect.get(target, name, receiver),
  });
}
