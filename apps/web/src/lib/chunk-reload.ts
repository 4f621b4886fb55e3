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

/** A page loaded on first use (React.lazy), reloading the app when its chunk cannot be fetched. */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (isChunkLoadError(error)) reloadAfterChunkFailure();
      throw error;
    }
  });
}
