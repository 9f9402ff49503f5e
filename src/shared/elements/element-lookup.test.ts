import { describe, expect, it } from 'vitest';
import { elementEntry, isElementType } from './element-lookup.ts';

describe('element lookup', () => {
  it('recognises element types and nothing else', () => {
    expect(isElementType('SimpleText')).toBe(true);
    expect(isElementType('toString')).toBe(false);
    expect(isElementType(3)).toBe(false);
  });

  it('returns the registry entry of a type', () => {
    expect(elementEntry('FileUpload')).toMatchObject({
      label: 'File Upload',
      emptiness: 'files',
      displayOnly: false,
    });
  });

  it('names the unknown type in its error', () => {
    expect(() => elementEntry('Slider')).toThrow("Unknown element type 'Slider'");
  });
});
