import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, mediaKey, resolveMediaPath } from './media-path';

const root = path.resolve('media-root');

describe('resolveMediaPath', () => {
  it('resolves a plain path inside the media folder', () => {
    expect(resolveMediaPath(root, ['properties', 'casa-coralina', '1-medium.webp'])).toBe(
      path.join(root, 'properties', 'casa-coralina', '1-medium.webp'),
    );
  });

  it.each([
    [['..', 'secret.png']],
    [['properties', '..', '..', 'etc.png']],
    [['..%2F..%2Fetc.png']],
    [['%2e%2e', 'x.png']],
    [['a/../../b.png']],
    [['a\\..\\b.png']],
    [['/etc/passwd.png']],
    [['C:', 'x.png']],
    [['.hidden.png']],
    [['x.png\0']],
    [[]],
  ])('refuses %j', (segments) => {
    expect(resolveMediaPath(root, segments)).toBeNull();
  });

  it('refuses types it does not serve', () => {
    expect(resolveMediaPath(root, ['notes.txt'])).toBeNull();
    expect(resolveMediaPath(root, ['properties'])).toBeNull();
  });

  it('knows the image content types', () => {
    expect(contentTypeFor('a.webp')).toBe('image/webp');
    expect(contentTypeFor('a.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('a.png')).toBe('image/png');
    expect(contentTypeFor('a.svg')).toBe('image/svg+xml');
  });
});

describe('mediaKey', () => {
  it('is the storage key of a plain path of a served type, and null for anything that could leave the media', () => {
    expect(mediaKey(['properties', '12', 'ab-medium.webp'])).toBe('properties/12/ab-medium.webp');
    for (const segments of [[], ['..', 'secret.webp'], ['a/../b.webp'], ['.hidden.webp'], ['notes.txt'], ['x', '']]) {
      expect(mediaKey(segments)).toBeNull();
    }
  });
});
