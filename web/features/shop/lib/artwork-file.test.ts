import { describe, expect, it } from 'vitest';
import { artworkFileProblem } from './artwork-file';

const file = (type: string, size: number, name = 'art') => new File([new Uint8Array(size)], name, { type });

describe('artworkFileProblem', () => {
  it('accepts one PNG or JPG up to exactly 10MB, the limit of every drawing photo', () => {
    expect(artworkFileProblem([file('image/png', 1000)])).toBeNull();
    expect(artworkFileProblem([file('image/jpeg', 10_485_760)])).toBeNull();
  });

  it('refuses anything bigger than 10485760 bytes, with the message every drawing photo uses', () => {
    expect(artworkFileProblem([file('image/png', 10_485_761)])).toBe('shop.upload.tooLarge');
  });

  it('refuses other types, and more than one file', () => {
    expect(artworkFileProblem([file('image/gif', 10)])).toBe('shop.upload.notAnImage');
    expect(artworkFileProblem([file('application/pdf', 10)])).toBe('shop.upload.notAnImage');
    expect(artworkFileProblem([file('image/png', 10), file('image/png', 10)])).toBe('shop.upload.oneFile');
    expect(artworkFileProblem([])).toBeNull();
  });
});
