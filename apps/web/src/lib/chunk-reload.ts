import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-failure';

export {
  CHUNK_RELOAD_COUNT_KEY,
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_LIMIT,
  installChunkReload,
  isChunkLoadError,
  reloadAfterChunkFailure,
  resetChunkReload,
} from './chunk-failure';

/** A component loaded on first use that can also be fetched ahead of its first render. */
export type LazyComponent<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches the component's chunk now; its first render then does not wait for it. Never rejects. */
  preload(): Promise<void>;
};

/**
 * A component (a page, a dialog, a chart) loaded on first use (React.lazy), reloading the app when
 * its chunk cannot be fetched.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  // One fetch for the preload and the render; a failed one is tried again by the next caller.
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(async () => {
    try {
      return { default: await loadOnce() };
    } catch (error) {
      if (isChunkLoadError(error)) reloadAfterChunkFailure();
      throw error;
    }
  });
  return Object.assign(component, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
