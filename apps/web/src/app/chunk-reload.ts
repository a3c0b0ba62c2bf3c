// After a deploy the chunk names change; a tab opened before it then fails to load the next page's
// chunk. One reload fetches the new index and chunks. A flag in sessionStorage makes sure a chunk
// that is really gone shows the error page instead of reloading forever.
const FLAG = 'kontor.chunkReload';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reloads the page unless this tab already did so for a chunk; true when it reloads. */
export function reloadOnceForChunk(reload: () => void = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(FLAG)) return false;
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A page rendered: chunks load again, so a later failure may reload once more. */
export function chunksLoaded(): void {
  try {
    sessionStorage.removeItem(FLAG);
  } catch {
    // Storage disabled: nothing to clear.
  }
}
