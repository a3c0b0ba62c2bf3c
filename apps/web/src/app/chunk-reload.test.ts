import { beforeEach, describe, expect, it } from 'vitest';
import { chunksLoaded, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

describe('reload on a failed chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, not in a loop', () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadOnceForChunk(reload)).toBe(true);
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reloads).toBe(1);
  });

  it('may reload again after a page loaded fine', () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    reloadOnceForChunk(reload);
    chunksLoaded();
    expect(reloadOnceForChunk(reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
