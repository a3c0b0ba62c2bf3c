import { describe, expect, it } from 'vitest';
import { checkSelection, extensionOf } from './upload-checks';

const limits = { maxMb: 1, maxFiles: 3, extensions: ['pdf', 'png', 'jpg'] };
const file = (name: string, size = 100) => ({ name, size });

describe('checkSelection', () => {
  it('accepts files of an allowed type and size', () => {
    expect(checkSelection([], [file('a.PDF'), file('b.png')], limits)).toEqual({ accepted: [0, 1], problems: [] });
  });

  it('drops a wrong type or a file over the limit, keeping the rest', () => {
    expect(checkSelection([], [file('a.exe'), file('b.png', 2 * 1024 * 1024), file('c.jpg')], limits)).toEqual({
      accepted: [2],
      problems: [
        { kind: 'unsupported', file: 'a.exe' },
        { kind: 'tooLarge', file: 'b.png', maxMb: 1 },
      ],
    });
  });

  it('refuses a selection that passes the file count, saying how many may still be added', () => {
    expect(checkSelection([file('x.pdf')], [file('a.pdf'), file('b.pdf'), file('c.pdf')], limits)).toEqual({
      accepted: [],
      problems: [{ kind: 'tooMany', limit: 3, selected: 3, remaining: 2 }],
    });
  });

  it('reads the extension from the end of the name', () => {
    expect(extensionOf('Scan 01.final.JPEG')).toBe('jpeg');
    expect(extensionOf('README')).toBe('');
  });
});
